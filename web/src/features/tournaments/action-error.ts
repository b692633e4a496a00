import { detailOf, isApiError } from '../../api/errors';

export const ACTION_FAILED = 'Не удалось выполнить действие, попробуйте ещё раз';

/** What to show under a field after a refused call: the server's message for that field, else its detail. */
export function errorFor(err: unknown, field?: string): string {
  if (field && isApiError(err)) {
    const own = err.errors.find((e) => e.field === field || e.field.startsWith(`${field}.`));
    if (own) return own.message;
  }
  return detailOf(err, ACTION_FAILED);
}
