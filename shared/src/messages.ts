const INTERNAL = 'Внутренняя ошибка сервера';

/** Russian texts the API answers with; the spec's wording where it gives one. */
export const MSG = {
  emailTaken: 'Этот email уже зарегистрирован',
  usernameTaken: 'Это имя пользователя уже занято',
  usernameTooSimilar: 'Это имя слишком похоже на имя другого пользователя. Выберите другое.',
  tooManyRegistrations: (minutes: number) => `Слишком много регистраций с этого адреса. Попробуйте снова через ${minutes} мин.`,
  otpFormat: 'Код подтверждения — 6 цифр из приложения',
  secondFactorFormat: 'Введите 6 цифр из приложения или резервный код',
  badCredentials: 'Неверный email или пароль',
  blocked: 'Ваш аккаунт заблокирован. Обратитесь к администратору.',
  unauthorized: 'Не авторизован',
  sessionEnded: 'Сессия завершена. Войдите снова.',
  tokenExpired: 'Срок действия входа истёк. Войдите снова.',
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  apiNotFound: 'Такого адреса API нет',
  methodNotAllowed: 'Этот адрес API не принимает такой метод запроса',
  nulCharacter: 'Текст не может содержать нулевой символ (\\u0000)',
  validation: 'Проверьте введённые данные',
  bodyTooLarge: 'Слишком большой запрос',
  badJson: 'Тело запроса не является корректным JSON',
  tooManyFields: 'Слишком много полей в запросе',
  badRequest: 'Некорректный запрос',
  unsupportedMedia: 'Неподдерживаемый тип содержимого',
  tooManyLogins: (minutes: number) => `Слишком много попыток входа. Попробуйте снова через ${minutes} мин.`,
  unavailable: 'Сервис временно недоступен. Попробуйте через минуту.',
  internal: INTERNAL,
  usernameRequired: 'Пожалуйста, введите имя пользователя',
  passwordTooLong: 'Пароль слишком длинный: не больше 72 байт (около 36 символов кириллицей)',
  userNotFound: 'Пользователь не найден',
  /** A unique constraint without its own message. */
  duplicate: 'Такая запись уже существует',
  /** A 500 names its request id, so an admin finds it in the log. */
  internalWithCode: (code: string) => `${INTERNAL} (код ${code})`,
  unknownDevice: 'Неизвестное устройство',
  contentKeyUnknown: (key: string) => `Нет раздела содержимого «${key}»`,
} as const;
