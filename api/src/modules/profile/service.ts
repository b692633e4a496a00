import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LIMITS, PROFILE_LIMITS, PROFILE_MSG, type AvatarBody, type ProfileUpdateBody } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { userAvatars, users, type UserRow } from '../../db/schema.ts';
import type { Emit } from '../../events/outbox.ts';
import { AppError } from '../../http/errors.ts';
import { assertNotLookAlike, endSessions, hashPassword, verifyPassword } from '../auth/index.ts';
import { emitUserUpdated } from '../../identity/index.ts';
import { awardPoints } from '../levels/index.ts';
import { PRESET_URLS } from './presets.ts';
import { sniffImage } from './upload.ts';

type Ctx = Pick<AppContext, 'db' | 'outbox'>;

async function save(tx: Tx, emit: Emit, user: UserRow, set: Partial<UserRow>, fields: string[]): Promise<UserRow> {
  const [updated] = await tx
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  emitUserUpdated(emit, updated!, fields);
  return updated!;
}

/** The row as the transaction leaves it (after awards changed points and level). */
async function reload(tx: Tx, id: number): Promise<UserRow> {
  const [u] = await tx.select().from(users).where(eq(users.id, id));
  return u!;
}

/** Personal data; the username stays unique regardless of case (the index decides under a race). */
export async function updateProfile(ctx: Ctx, user: UserRow, body: ProfileUpdateBody): Promise<UserRow> {
  return ctx.outbox.transact(async (tx, emit) => {
    const set = { username: body.username, firstName: body.first_name, lastName: body.last_name, bio: body.bio };
    const fields = Object.entries({ username: user.username, first_name: user.firstName, last_name: user.lastName, bio: user.bio })
      .filter(([k, v]) => v !== (body as Record<string, unknown>)[k])
      .map(([k]) => k);
    // A new name must not look like another account's (an unchanged one keeps what it has).
    const renamed = fields.includes('username') ? { usernameSkeleton: await assertNotLookAlike(tx, body.username, user.id) } : {};
    const updated = fields.length ? await save(tx, emit, user, { ...set, ...renamed }, fields) : user;
    if (updated.firstName && updated.lastName && updated.bio) await awardPoints(tx, emit, user.id, 'profile_completed');
    return reload(tx, user.id);
  });
}

/** A preset from GET /avatars, or a colour; choosing one clears the other. */
export async function setAvatar(ctx: Ctx, user: UserRow, body: AvatarBody): Promise<UserRow> {
  if (body.avatar_url !== undefined && !PRESET_URLS.has(body.avatar_url)) throw new AppError(422, 'avatar_not_preset', PROFILE_MSG.avatarNotPreset);
  return ctx.outbox.transact(async (tx, emit) => {
    const set = body.avatar_url ? { avatarUrl: body.avatar_url, avatarColor: null } : { avatarUrl: null, avatarColor: body.avatar_color!.toUpperCase() };
    // The log names what was chosen (a preset or a colour), and nothing when it is what the member has.
    const unchanged = user.avatarUrl === set.avatarUrl && user.avatarColor === set.avatarColor;
    if (!unchanged) await save(tx, emit, user, set, [body.avatar_url ? 'avatar_url' : 'avatar_color']);
    await tx.delete(userAvatars).where(eq(userAvatars.userId, user.id));
    await awardPoints(tx, emit, user.id, 'avatar_chosen');
    return reload(tx, user.id);
  });
}

/** An uploaded picture, re-encoded to a 256 px WebP under a pixel limit; it replaces the previous one. */
export async function uploadAvatar(ctx: Ctx, user: UserRow, file: string): Promise<UserRow> {
  if (!(await sniffImage(file))) throw new AppError(415, 'file_type', PROFILE_MSG.uploadTypes);
  let webp: Buffer;
  try {
    webp = await sharp(file, { limitInputPixels: PROFILE_LIMITS.avatarMaxInputPixels, failOn: 'error' })
      .rotate()
      .resize(PROFILE_LIMITS.avatarSizePx, PROFILE_LIMITS.avatarSizePx, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw new AppError(413, 'image_pixels', PROFILE_MSG.imageTooLarge);
    throw new AppError(422, 'image_unreadable', PROFILE_MSG.imageBroken);
  }
  const etag = createHash('sha256').update(webp).digest('base64url').slice(0, 16);
  return ctx.outbox.transact(async (tx, emit) => {
    await tx
      .insert(userAvatars)
      .values({ userId: user.id, webp, etag })
      .onConflictDoUpdate({ target: userAvatars.userId, set: { webp, etag, updatedAt: new Date() } });
    await save(tx, emit, user, { avatarUrl: `/api/v1/profile/avatars/${user.id}.webp?v=${etag}`, avatarColor: null }, ['avatar_url']);
    await awardPoints(tx, emit, user.id, 'avatar_chosen');
    return reload(tx, user.id);
  });
}

/** A new password ends every other session of the user (this one stays signed in). */
export async function changePassword(
  ctx: Ctx & Pick<AppContext, 'config'>,
  user: UserRow,
  currentSession: string,
  oldPassword: string,
  newPassword: string,
): Promise<number> {
  const fits = Buffer.byteLength(oldPassword, 'utf8') <= LIMITS.passwordMaxBytes;
  if (!fits || !(await verifyPassword(oldPassword, user.passwordHash))) throw new AppError(400, 'old_password_wrong', PROFILE_MSG.oldPasswordWrong);
  if (oldPassword === newPassword) throw new AppError(400, 'same_password', PROFILE_MSG.samePassword);
  // Hashing happens before the transaction: it holds no connection for ~100 ms.
  const passwordHash = await hashPassword(newPassword, ctx.config.PASSWORD_HASH_COST);
  return ctx.outbox.transact(async (tx, emit) => {
    await save(tx, emit, user, { passwordHash }, ['password']);
    return endSessions(tx, emit, user, { except: currentSession });
  });
}

/** The guided tour was finished (or skipped to the end): it is not shown again, on any device. */
export async function finishTour(ctx: Ctx, user: UserRow): Promise<UserRow> {
  return ctx.outbox.transact(async (tx, emit) => {
    if (user.isNewUser) await save(tx, emit, user, { isNewUser: false }, ['is_new_user']);
    await awardPoints(tx, emit, user.id, 'tour_finished');
    return reload(tx, user.id);
  });
}
