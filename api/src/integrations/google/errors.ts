/** Google's error reason, from a token endpoint body (`{error}`) or a YouTube API body (`{error:{errors:[{reason}]}}`): an UpstreamError's `code`. */
export function googleReason(body: unknown): string | undefined {
  const b = body as { error?: string | { errors?: { reason?: string }[]; status?: string } } | null;
  if (typeof b?.error === 'string') return b.error;
  return b?.error?.errors?.[0]?.reason ?? b?.error?.status;
}
