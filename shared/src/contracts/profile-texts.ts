/** Profile, avatar and security texts: the spec's (spec 2 §5, §8) and the server's own. */
export const PROFILE_MSG = {
  updated: 'Профиль успешно обновлен',
  passwordsDiffer: 'Пароли не совпадают',
  oldPasswordWrong: 'Текущий пароль указан неверно',
  samePassword: 'Новый пароль совпадает с текущим',
  avatarNotPreset: 'Выберите аватар из списка',
  colorInvalid: 'Цвет должен быть в формате #RRGGBB',
  avatarOneOf: 'Укажите аватар или цвет',
  uploadTypes: 'Допустимы изображения PNG, JPEG и WebP',
  uploadTooLarge: (bytes: number) => `Файл больше ${Math.round(bytes / 1024 / 1024)} МБ: выберите изображение поменьше`,
  uploadTooMany: 'Загрузите один файл',
  imageTooLarge: 'Изображение слишком большое по числу пикселей',
  imageBroken: 'Не удалось прочитать изображение',
  sessionNotFound: 'Сессия не найдена',
  cannotEndCurrent: 'Текущую сессию завершает выход из системы',
  otpRequired: 'Введите код подтверждения',
  otpWrong: 'Неверный код подтверждения',
  otpTooMany: (minutes: number) => `Слишком много неверных кодов. Попробуйте снова через ${minutes} мин.`,
  twoFactorAlreadyOn: 'Двухфакторная аутентификация уже включена',
  twoFactorNotSetUp: 'Сначала получите QR-код для 2FA',
  twoFactorSetUpAgain: 'QR-код для 2FA только что получен заново (в другой вкладке?): отсканируйте новый и введите код из него',
  twoFactorOff: 'Двухфакторная аутентификация не включена',
  firstNameTooLong: 'Имя: не больше 50 символов',
  lastNameTooLong: 'Фамилия: не больше 50 символов',
  bioTooLong: 'О себе: не больше 500 символов',
  chooseFile: 'Выберите файл',
  passwordUpdated: 'Пароль успешно обновлен',
} as const;

export const PROFILE_LIMITS = {
  firstNameMax: 50,
  lastNameMax: 50,
  bioMax: 500,
  /** The spec sets no size; ours: 5 MB, re-encoded to a 256 px WebP. */
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarSizePx: 256,
  avatarMaxInputPixels: 6000 * 6000,
  recoveryCodes: 10,
  /** Wrong second-factor codes per account before a pause (the same window as passwords). */
  otpFailuresPerAccount: 5,
} as const;

/** The spec's avatar colour palette (spec 2 §9); a custom colour is allowed too. */
export const AVATAR_PALETTE = ['#FF00FF', '#00FFFF', '#00FF00', '#FFFF00', '#FF0000', '#0000FF', '#800080', '#FFA500'] as const;
