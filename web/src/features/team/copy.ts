import { toast } from 'react-toastify';

/** Copies a text and says so (3 s, spec 2 §9); a refused clipboard is told, not swallowed. */
export async function copyWithToast(text: string, done: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done, { autoClose: 3000 });
    return true;
  } catch {
    toast.error('Не удалось скопировать: выделите и скопируйте вручную');
    return false;
  }
}

export const shareLink = (code: string) => `${window.location.origin}/team/join/${encodeURIComponent(code)}`;
