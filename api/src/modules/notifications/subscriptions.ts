import { ECDH } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { LIMITS, NOTIFICATION_MSG, type PushSubscriptionBody } from '@fanhub/shared';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkEndpoint } from '../../integrations/webpush/index.ts';

/** The browser's key must be a point on P-256, or every push to it fails at encryption. */
function isP256Point(p256dh: string): boolean {
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const REFUSALS = {
  not_https: NOTIFICATION_MSG.endpointNotHttps,
  private: NOTIFICATION_MSG.endpointPrivate,
  unresolvable: NOTIFICATION_MSG.endpointInvalid,
} as const;

/**
 * Keeps a browser's subscription. The endpoint must be https on a public address (every address
 * its name resolves to), unless PUSH_ALLOW_PRIVATE_ENDPOINTS; the sender checks again when it
 * connects. One endpoint is one browser: subscribing it again (another member signed in there)
 * moves it to this member with the new keys. A member keeps at most
 * `LIMITS.pushSubscriptionsPerMember` browsers: one more forgets the oldest, so nobody can make a
 * send fan out to thousands of endpoints of their choosing.
 */
export async function subscribe(db: Db, userId: number, body: PushSubscriptionBody, userAgent: string | undefined, allowPrivate: boolean): Promise<void> {
  if (!isP256Point(body.keys.p256dh))
    throw new AppError(422, 'validation_failed', NOTIFICATION_MSG.keysInvalid, { errors: [{ field: 'keys.p256dh', message: NOTIFICATION_MSG.keysInvalid }] });
  const check = await checkEndpoint(body.endpoint, allowPrivate);
  if (check !== 'ok') throw new AppError(422, `endpoint_${check}`, REFUSALS[check], { errors: [{ field: 'endpoint', message: REFUSALS[check] }] });
  const keys = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent: userAgent?.slice(0, 300) ?? null };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...keys, createdAt: new Date() } });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(LIMITS.pushSubscriptionsPerMember);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Forgets the member's subscription of this endpoint; someone else's is not theirs to remove (the same 404). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!gone.length) throw new AppError(404, 'subscription_not_found', NOTIFICATION_MSG.subscriptionNotFound);
}
