import { toast } from 'react-toastify';
import { detailOf } from '../../api/errors';

/**
 * Runs an admin panel action: on success a toast saying what was done, then `after` (close the
 * dialog, reload the list); on a refusal the server's reason as an error toast, the dialog left open.
 */
export async function runAction(action: () => Promise<unknown>, done: { ok: string; failed?: string; after: () => void }): Promise<void> {
  try {
    await action();
    toast.success(done.ok);
    done.after();
  } catch (err) {
    toast.error(detailOf(err, done.failed ?? 'Не удалось выполнить действие'));
  }
}
