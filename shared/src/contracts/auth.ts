import { z } from 'zod';
import { LIMITS, ROLES } from '../limits.ts';
import { MSG } from '../messages.ts';
import { CHAR_GENITIVE_FORMS, countText } from '../plural.ts';
import { userRef } from './fragments.ts';
import { PROFILE_MSG } from './profile-texts.ts';

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

export const Email = z
  .string({ error: 'Введите email' })
  .trim()
  .min(1, 'Введите email')
  .max(LIMITS.emailMaxLength, 'Слишком длинный email')
  .pipe(z.email({ error: 'Некорректный email' }));

export const Password = z
  .string({ error: 'Введите пароль' })
  .min(LIMITS.passwordMinLength, `Пароль должен быть не короче ${countText(LIMITS.passwordMinLength, CHAR_GENITIVE_FORMS)}`)
  .refine((p) => utf8Length(p) <= LIMITS.passwordMaxBytes, MSG.passwordTooLong);

export const Username = z
  .string({ error: MSG.usernameRequired })
  // Fullwidth 'ａｄｍｉｎ' is stored as 'admin' (look-alikes in other alphabets: the server's skeleton check).
  .normalize('NFKC')
  .trim()
  .min(1, MSG.usernameRequired)
  .min(LIMITS.usernameMinLength, `Имя пользователя: от ${countText(LIMITS.usernameMinLength, CHAR_GENITIVE_FORMS)}`)
  .max(LIMITS.usernameMaxLength, `Имя пользователя: не больше ${countText(LIMITS.usernameMaxLength, CHAR_GENITIVE_FORMS)}`)
  .regex(/^[\p{L}\p{N}_.-]+$/u, 'Имя пользователя: только буквы, цифры, точка, дефис и подчёркивание');

export const RegisterBody = z.object({ email: Email, password: Password, username: Username });
export type RegisterBody = z.infer<typeof RegisterBody>;

const withoutSpaces = (s: string) => s.replace(/\s/g, '');

/** A code typed by hand: its spaces dropped, then required and of `pattern`, else `format`. */
const typedCode = (pattern: RegExp, format: string) =>
  z.string({ error: PROFILE_MSG.otpRequired }).max(32, format).transform(withoutSpaces).pipe(z.string().min(1, PROFILE_MSG.otpRequired).regex(pattern, format));

/** A code as an authenticator app shows it: six digits ('123 456' too). */
export const TotpCode = typedCode(/^\d{6}$/, MSG.otpFormat);

/** A second factor at sign-in or to turn it off: a TOTP code or a recovery code ('ABCDE-FGHJK', any case). */
export const SecondFactorCode = typedCode(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, MSG.secondFactorFormat);

/** POST /auth/2fa/enable: only a TOTP code proves the new secret. */
export const TwoFactorEnableBody = z.object({ code: TotpCode });
/** POST /auth/2fa/disable. */
export const TwoFactorCodeBody = z.object({ code: SecondFactorCode });

/** The spec's login form sends the email in `username` (OAuth2 password-form style); JSON may say `email`. */
export const LoginBody = z
  .object({
    username: z.string().trim().max(LIMITS.emailMaxLength).optional(),
    email: z.string().trim().max(LIMITS.emailMaxLength).optional(),
    password: z.string({ error: 'Введите пароль' }).min(1, 'Введите пароль').max(1024),
    /** The second factor: a current TOTP code or an unused recovery code. */
    otp: z
      .string()
      .trim()
      .max(32, MSG.secondFactorFormat)
      .optional()
      .transform((s) => s || undefined)
      .pipe(SecondFactorCode.optional()),
  })
  .transform((b, ctx) => {
    const email = (b.username || b.email || '').toLowerCase();
    if (!email) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'Введите email' });
      return z.NEVER;
    }
    return { email, password: b.password, otp: b.otp || undefined };
  });
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenView = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type TokenView = z.infer<typeof TokenView>;

export const MeView = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  avatar_url: z.string().nullable(),
  avatar_color: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.enum(ROLES),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  is_new_user: z.boolean(),
  level: z.number().int(),
  level_points: z.number().int(),
  team_id: z.number().int().nullable(),
  telegram_username: z.string().nullable(),
  telegram_verified: z.boolean(),
  youtube_channel_id: z.string().nullable(),
  youtube_verified: z.boolean(),
  twitch_username: z.string().nullable(),
  twitch_verified: z.boolean(),
  created_at: z.string(),
});
export type MeView = z.infer<typeof MeView>;

/** Every error answer of the API (the document's `Error`; each operation lists its codes). */
export const ErrorBody = z.object({
  detail: z.string().describe('What the user is told, in Russian'),
  code: z.string().optional().describe('A stable machine-readable code'),
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('Invalid input: the field (a dotted path) and what is wrong with it'),
  /** A giveaway's rules the member does not meet yet (code `not_eligible`). */
  missing: z.array(z.string()).optional().describe("A giveaway's rules the member does not meet yet (code `not_eligible`)"),
  /** Tournament roster players refused (codes `not_eligible`, `player_already_registered`), each with what they miss. */
  players: z
    .array(z.object({ ...userRef, missing: z.array(z.string()) }))
    .optional()
    .describe('Tournament roster players refused (codes `not_eligible`, `player_already_registered`), each with what they miss'),
  /** The later match whose result must be reset first (code `dependent_match_played`). */
  match_id: z.number().int().optional().describe('The later match whose result must be reset first (code `dependent_match_played`)'),
  /** The record as stored now (code `stale_version`, 412): the editor shows what another admin changed. */
  current: z.unknown().optional().describe('The record as stored now (code `stale_version`, 412): what another admin saved meanwhile'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
