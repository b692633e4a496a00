import { z } from 'zod';
import { Password, Username } from './auth.ts';
import { PROFILE_LIMITS, PROFILE_MSG } from './profile-texts.ts';

// The texts and limits live in a zod-free module: the web client's first load imports them (the
// sign-in form) without pulling these schemas, and zod with them, into the bundle.
export { AVATAR_PALETTE, PROFILE_LIMITS, PROFILE_MSG } from './profile-texts.ts';

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
