import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LIMITS, MSG, type LoginBody, type RegisterBody } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users, type UserRow } from '../../db/schema.ts';
import type { Emit, Outbox } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deviceLabel } from './session-list.ts';
import { checkSecondFactor } from './two-factor.ts';
import { usernameSkeleton } from './username-skeleton.ts';

/**
 * Compared against when the e-mail is unknown, so both answers take the same time (made once per
 * cost, off the event loop: the cost of the hashes an account has).
 */
const dummyHashes = new Map<number, Promise<string>>();
const dummyHash = (cost: number) => {
  if (!dummyHashes.has(cost)) dummyHashes.set(cost, hashPassword('timing-equaliser', cost));
  return dummyHashes.get(cost)!;
};

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The device id of a valid device cookie for this account (see device-cookie.ts). */
  trustedDevice?: string | undefined;
}

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;
const byUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(byEmail(email)).limit(1))[0];
}

/**
 * Creates an account with its event. Runs inside a transaction, so it takes the password already
 * hashed: bcrypt (~90 ms) must never hold a connection (PGlite has only one).
 */
export async function insertUser(
  db: Db,
  emit: Emit,
  data: { email: string; username: string; passwordHash: string; role?: UserRow['role']; isSuperuser?: boolean },
  actorId: number | null,
) {
  // Clear 409s before the insert; the unique indexes still decide under a race (23505 → 409).
  if ((await db.select({ id: users.id }).from(users).where(byEmail(data.email)).limit(1)).length) throw new AppError(409, 'email_taken', MSG.emailTaken);
  if ((await db.select({ id: users.id }).from(users).where(byUsername(data.username)).limit(1)).length)
    throw new AppError(409, 'username_taken', MSG.usernameTaken);
  const skeleton = await assertNotLookAlike(db, data.username);
  const [user] = await db
    .insert(users)
    .values({
      email: data.email,
      username: data.username,
      usernameSkeleton: skeleton,
      passwordHash: data.passwordHash,
      role: data.role ?? 'user',
      isSuperuser: data.isSuperuser ?? false,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  emit('user.registered', { userId: user.id, username: user.username, email: user.email }, actorId ?? user.id);
  return user;
}

/**
 * 409 when another account's name looks the same ('аdmin' with a Cyrillic а beside 'admin'); the
 * same name in other letter case is 'taken', as before. Returns the name's skeleton.
 */
export async function assertNotLookAlike(db: Db, username: string, exceptUserId?: number): Promise<string> {
  const skeleton = usernameSkeleton(username);
  const [other] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.usernameSkeleton, skeleton)).limit(1);
  if (other && other.id !== exceptUserId) {
    if (other.username.toLowerCase() === username.toLowerCase()) throw new AppError(409, 'username_taken', MSG.usernameTaken);
    throw new AppError(409, 'username_too_similar', MSG.usernameTooSimilar);
  }
  return skeleton;
}

export async function register(ctx: Pick<AppContext, 'outbox' | 'loginLimiter' | 'config'>, body: RegisterBody, ip: string): Promise<UserRow> {
  await ctx.loginLimiter.registration(ip, ctx.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR);
  const passwordHash = await hashPassword(body.password, ctx.config.PASSWORD_HASH_COST);
  return ctx.outbox.transact((tx, emit) => insertUser(tx, emit, { ...body, passwordHash }, null));
}

export async function login(ctx: Pick<AppContext, 'db' | 'outbox' | 'tokens' | 'loginLimiter' | 'config'>, body: LoginBody, client: ClientInfo) {
  const attempt = await ctx.loginLimiter.attempt(body.email, client);
  const user = await findUserByEmail(ctx.db, body.email);
  // bcrypt would compare only the first 72 bytes: a longer password can never be the stored one.
  const fits = Buffer.byteLength(body.password, 'utf8') <= LIMITS.passwordMaxBytes;
  const ok = (await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash(ctx.config.PASSWORD_HASH_COST)))) && fits;
  if (!user || !ok) throw new AppError(401, 'bad_credentials', MSG.badCredentials);
  // Told only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user.isActive) throw new AppError(403, 'user_blocked', MSG.blocked);
  await checkSecondFactor(ctx, user, body.otp);
  await ctx.loginLimiter.succeeded(attempt);

  const sessionId = randomUUID();
  const device = deviceLabel(client.userAgent);
  await ctx.outbox.transact(async (tx, emit) => {
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      device,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 512),
      expiresAt: new Date(Date.now() + ctx.tokens.ttlMs),
    });
    emit('user.logged_in', { userId: user.id, username: user.username, sessionId, device }, user.id);
  });
  return { access_token: ctx.tokens.sign(user.id, sessionId), token_type: 'bearer' as const };
}

export async function logout(ctx: Pick<AppContext, 'outbox' | 'sessionCache'>, user: UserRow, sessionId: string): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (ended.length) emit('user.logged_out', { userId: user.id, username: user.username, sessionId }, user.id);
  });
  ctx.sessionCache.dropSession(sessionId);
}

/** Creates the first admin once (ADMIN_EMAIL/ADMIN_PASSWORD, or the CLI); an existing account is left alone. `cost`: PASSWORD_HASH_COST. */
export async function ensureAdmin(
  outbox: Outbox,
  db: Db,
  admin: { email: string; password: string; username: string },
  cost: number,
): Promise<'created' | 'exists' | 'username-taken'> {
  if (await findUserByEmail(db, admin.email)) return 'exists';
  try {
    const passwordHash = await hashPassword(admin.password, cost);
    await outbox.transact((tx, emit) => insertUser(tx, emit, { ...admin, passwordHash, role: 'admin', isSuperuser: true }, null));
  } catch (err) {
    // Another account has the name: say so instead of failing the start.
    if (err instanceof AppError && (err.code === 'username_taken' || err.code === 'username_too_similar')) return 'username-taken';
    throw err;
  }
  return 'created';
}
