import { z } from 'zod';
import { Password, Username } from './auth.ts';

/** Profile, avatar and security texts: the spec's (spec 2 §5, §8) and the server's own. */
export const PROFILE_MSG = {
  updated: 'Профиль успешно обновлен',
  passwordsDiffer: 'Пароли не совпадают',
  oldPasswordWrong: 'Текущий пароль указан неверно',
  samePassword: 'Новый пароль совпадает с текущим',
  avatarNotPreset: 'Выберите аватар из списка',
  colorInvalid: 'Цвет должен быть в формате #RRGGBB',
  avatarOneOf: 'Укажите аватар или цвет',
  uploadTypes: 'File type must be image/png, image/jpeg',
  uploadTooLarge: (bytes: number) => `File is larger than ${bytes} bytes`,
  uploadTooMany: 'Too many files',
  imageTooLarge: 'Изображение слишком большое по числу пикселей',
  imageBroken: 'Не удалось прочитать изображение',
  sessionNotFound: 'Сессия не найдена',
  cannotEndCurrent: 'Текущую сессию завершает выход из системы',
  otpRequired: 'Введите код подтверждения',
  otpWrong: 'Неверный код подтверждения',
  otpTooMany: (minutes: number) => `Слишком много неверных кодов. Попробуйте снова через ${minutes} мин.`,
  twoFactorAlreadyOn: 'Двухфакторная аутентификация уже включена',
  twoFactorNotSetUp: 'Сначала получите QR-код для 2FA',
  twoFactorOff: 'Двухфакторная аутентификация не включена',
  firstNameTooLong: 'Имя: не больше 50 символов',
  lastNameTooLong: 'Фамилия: не больше 50 символов',
  bioTooLong: 'О себе: не больше 500 символов',
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

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** PUT /profile/me/profile: the e-mail is not changeable here (an `email` field is refused). */
export const ProfileUpdateBody = z
  .object({
    username: Username,
    first_name: optionalText(PROFILE_LIMITS.firstNameMax, PROFILE_MSG.firstNameTooLong),
    last_name: optionalText(PROFILE_LIMITS.lastNameMax, PROFILE_MSG.lastNameTooLong),
    bio: optionalText(PROFILE_LIMITS.bioMax, PROFILE_MSG.bioTooLong),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

export const AvatarColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, PROFILE_MSG.colorInvalid);

/** PUT /profile/me/avatar: a preset from GET /avatars, or a colour. */
export const AvatarBody = z
  .object({ avatar_url: z.string().max(200).optional(), avatar_color: AvatarColor.optional() })
  .strict()
  .refine((b) => (b.avatar_url === undefined) !== (b.avatar_color === undefined), PROFILE_MSG.avatarOneOf);
export type AvatarBody = z.infer<typeof AvatarBody>;

export const PasswordChangeBody = z
  .object({
    old_password: z.string({ error: 'Введите текущий пароль' }).min(1, 'Введите текущий пароль').max(1024),
    new_password: Password,
    confirm_password: z.string({ error: PROFILE_MSG.passwordsDiffer }),
  })
  .refine((b) => b.new_password === b.confirm_password, { message: PROFILE_MSG.passwordsDiffer, path: ['confirm_password'] });

export const OtpCodeBody = z.object({
  code: z.string({ error: PROFILE_MSG.otpRequired }).trim().min(1, PROFILE_MSG.otpRequired).max(32, PROFILE_MSG.otpWrong),
});

export const SessionView = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_active: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof SessionView>;

export const TwoFactorSetupView = z.object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() });
export type TwoFactorSetupView = z.infer<typeof TwoFactorSetupView>;
