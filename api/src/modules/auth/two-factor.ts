import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { PROFILE_LIMITS, PROFILE_MSG, type TwoFactorSetupView } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { recoveryCodes, users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { emitUserUpdated } from '../../identity/index.ts';
import { awardPoints, withdrawPoints } from '../levels/index.ts';
import { decryptToken, encryptToken, tokenKey } from '../../integrations/token-crypto.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox' | 'config' | 'loginLimiter'>;

const ISSUER = 'FanHub';
const key = (ctx: Pick<AppContext, 'config'>) => tokenKey(ctx.config)!; // the API always has JWT_SECRET
const hashCode = (code: string) => createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
const otpRequired = () => new AppError(401, 'otp_required', PROFILE_MSG.otpRequired);
const otpWrong = () => new AppError(401, 'otp_invalid', PROFILE_MSG.otpWrong);

/** Step 1: a new secret (stored encrypted, not yet trusted), its otpauth address and a QR code made here. */
export async function setup(ctx: Ctx, user: UserRow): Promise<TwoFactorSetupView> {
  if (user.totpEnabled) throw new AppError(409, 'two_factor_on', PROFILE_MSG.twoFactorAlreadyOn);
  const secret = generateSecret();
  await ctx.db
    .update(users)
    .set({ totpSecretEnc: encryptToken(key(ctx), secret), totpLastStep: null })
    .where(eq(users.id, user.id));
  const otpauth_url = generateURI({ issuer: ISSUER, label: user.email, secret });
  return { secret, otpauth_url, qr_code: await QRCode.toDataURL(otpauth_url, { margin: 1, width: 240 }) };
}

/** Step 2: a right code turns it on and gives ten single-use recovery codes, shown this once. */
export async function enable(ctx: Ctx, user: UserRow, code: string): Promise<{ recovery_codes: string[] }> {
  if (user.totpEnabled) throw new AppError(409, 'two_factor_on', PROFILE_MSG.twoFactorAlreadyOn);
  const [row] = await ctx.db.select({ enc: users.totpSecretEnc }).from(users).where(eq(users.id, user.id));
  const checkedSecret = row?.enc;
  if (!checkedSecret) throw new AppError(409, 'two_factor_not_set_up', PROFILE_MSG.twoFactorNotSetUp);
  await ctx.loginLimiter.otpAttempt(user.id);
  const result = await verify({ secret: decryptToken(key(ctx), checkedSecret), token: code, epochTolerance: 30 });
  if (!result.valid) throw new AppError(400, 'otp_invalid', PROFILE_MSG.otpWrong);
  await ctx.loginLimiter.otpSucceeded(user.id);
  const codes = Array.from({ length: PROFILE_LIMITS.recoveryCodes }, recoveryCode);
  await ctx.outbox.transact(async (tx, emit) => {
    // Decided on the row it writes: a setup in another tab may have replaced the secret the code was
    // checked against (2FA would be on with a secret the member does not have), or another enable won.
    const [updated] = await tx
      .update(users)
      .set({ totpEnabled: true, totpLastStep: timeStepOf(result), updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.totpSecretEnc, checkedSecret), eq(users.totpEnabled, false)))
      .returning();
    if (!updated) {
      const [now] = await tx.select({ enabled: users.totpEnabled }).from(users).where(eq(users.id, user.id));
      if (now?.enabled) throw new AppError(409, 'two_factor_on', PROFILE_MSG.twoFactorAlreadyOn);
      throw new AppError(409, 'two_factor_set_up_again', PROFILE_MSG.twoFactorSetUpAgain);
    }
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashCode(c) })));
    emitUserUpdated(emit, updated, ['two_factor_enabled']);
    await awardPoints(tx, emit, user.id, 'two_factor_enabled');
  });
  return { recovery_codes: codes };
}

/** Turning it off takes a current code (or a recovery code), so a stolen session alone cannot. */
export async function disable(ctx: Ctx, user: UserRow, code: string): Promise<void> {
  if (!user.totpEnabled) throw new AppError(409, 'two_factor_off', PROFILE_MSG.twoFactorOff);
  await ctx.outbox.transact(async (tx, emit) => {
    if (!(await acceptCode(ctx, tx, user, code))) throw new AppError(400, 'otp_invalid', PROFILE_MSG.otpWrong);
    const [updated] = await tx
      .update(users)
      .set({ totpEnabled: false, totpSecretEnc: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    emitUserUpdated(emit, updated!, ['two_factor_enabled']);
    await withdrawPoints(tx, emit, user.id, 'two_factor_enabled', user.id);
  });
}

/** At login, with two-factor on: no code → 401 otp_required; a wrong, used or stale one → 401 otp_invalid. */
export async function checkSecondFactor(ctx: Ctx, user: UserRow, code: string | undefined): Promise<void> {
  if (!user.totpEnabled) return;
  if (!code) throw otpRequired();
  const ok = await ctx.db.transaction((tx) => acceptCode(ctx, tx, user, code));
  if (!ok) throw otpWrong();
}

/**
 * A TOTP code of the current window (±30 s) newer than the last one accepted, or an unused
 * recovery code; either is spent at once. Guesses are counted per account first.
 */
async function acceptCode(ctx: Ctx, tx: Tx | Db, user: UserRow, code: string): Promise<boolean> {
  await ctx.loginLimiter.otpAttempt(user.id);
  let ok = false;
  if (/^\d{6}$/.test(code)) {
    const [row] = await tx.select({ enc: users.totpSecretEnc, last: users.totpLastStep }).from(users).where(eq(users.id, user.id));
    if (row?.enc) {
      const result = await verify({
        secret: decryptToken(key(ctx), row.enc),
        token: code,
        epochTolerance: 30,
        ...(row.last !== null ? { afterTimeStep: row.last } : {}),
      });
      // The step moves only forward, also under two logins racing with the same code.
      const step = result.valid ? timeStepOf(result) : 0;
      ok =
        result.valid &&
        (
          await tx
            .update(users)
            .set({ totpLastStep: step })
            .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
            .returning({ id: users.id })
        ).length === 1;
    }
  } else {
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    ok = used.length === 1;
  }
  if (ok) await ctx.loginLimiter.otpSucceeded(user.id);
  return ok;
}

/** The TOTP window a valid code belongs to (the default strategy of `verify` is TOTP). */
function timeStepOf(result: object): number {
  const step = 'timeStep' in result ? Number(result.timeStep) : NaN;
  if (!Number.isInteger(step)) throw new Error('TOTP verification returned no time step');
  return step;
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
function recoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}
