/** Russian texts the API answers with; the spec's wording where it gives one. */
export const MSG = {
  emailTaken: 'Этот email уже зарегистрирован',
  usernameTaken: 'Это имя пользователя уже занято',
  badCredentials: 'Неверный email или пароль',
  blocked: 'Ваш аккаунт заблокирован. Обратитесь к администратору.',
  unauthorized: 'Не авторизован',
  sessionEnded: 'Сессия завершена. Войдите снова.',
  tokenExpired: 'Срок действия входа истёк. Войдите снова.',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  apiNotFound: 'Такого адреса API нет',
  validation: 'Проверьте введённые данные',
  bodyTooLarge: 'Слишком большой запрос',
  badJson: 'Тело запроса не является корректным JSON',
  unsupportedMedia: 'Неподдерживаемый тип содержимого',
  tooManyLogins: (minutes: number) =>
    `Слишком много попыток входа. Попробуйте снова через ${minutes} мин.`,
  unavailable: 'Сервис временно недоступен. Попробуйте через минуту.',
  internal: 'Внутренняя ошибка сервера',
  usernameRequired: 'Пожалуйста, введите имя пользователя',
  passwordTooLong: 'Пароль слишком длинный: не больше 72 байт (около 36 символов кириллицей)',
} as const;
