/**
 * Why an OAuth provider sent the member back with `?error=`, in Russian. The provider's own
 * `error_description` is English ("The user denied you access") and is not shown.
 * Codes: RFC 6749 §4.1.2.1 (Twitch and Google use them).
 */
const REASONS: Record<string, string> = {
  access_denied: 'вы отменили доступ',
  invalid_scope: 'сайт запросил доступ, которого нет',
  invalid_request: 'запрос авторизации отклонён',
  unauthorized_client: 'приложение сайта не допущено к авторизации',
  server_error: 'сервис временно недоступен',
  temporarily_unavailable: 'сервис временно недоступен',
};

export function oauthReason(error: string): string {
  return REASONS[error] ?? 'авторизация не завершена';
}

/** The whole sentence for a cancelled connection: what happened and what to do. */
export const deniedHint = (provider: string) =>
  `Вы отменили доступ к ${provider}: без него подписку не проверить. Чтобы попробовать снова, подключите ${provider} ещё раз.`;
