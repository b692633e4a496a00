export const shareLink = (code: string) => `${window.location.origin}/team/join/${encodeURIComponent(code)}`;
