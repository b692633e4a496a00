import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEVELS, POINT_ACTIONS } from '@fanhub/shared';
import { collect, eventually, useTestApi, waitForSocketEvent } from '@fanhub/testing';
import { pointAwards, users } from '../../db/schema.ts';
import { awardPoints, withdrawPoints } from './service.ts';

const t = useTestApi();

const award = (userId: number, action: keyof typeof POINT_ACTIONS) => t.api.ctx.outbox.transact((tx, emit) => awardPoints(tx, emit, userId, action));
const withdraw = (userId: number, action: keyof typeof POINT_ACTIONS) => t.api.ctx.outbox.transact((tx, emit) => withdrawPoints(tx, emit, userId, action));
const me = async (token: string) => (await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${token}`).expect(200)).body;

describe('points and levels', () => {
  it('an action pays once, however often it is applied', async () => {
    const u = await t.signedInUser();
    expect(await award(u.id, 'youtube_verified')).toBe(true);
    expect(await award(u.id, 'youtube_verified')).toBe(false);
    await Promise.all([award(u.id, 'youtube_verified'), award(u.id, 'youtube_verified')]);
    expect(await me(u.token)).toMatchObject({ level_points: 100, level: 2 });
    expect(await t.db.select().from(pointAwards).where(eq(pointAwards.userId, u.id))).toHaveLength(1);
  });

  it('withdrawing takes the points back and doing it again reinstates them, never a second award', async () => {
    const u = await t.signedInUser();
    await award(u.id, 'twitch_verified');
    expect(await withdraw(u.id, 'twitch_verified')).toBe(true);
    expect(await withdraw(u.id, 'twitch_verified')).toBe(false);
    expect(await me(u.token)).toMatchObject({ level_points: 0, level: 1 });
    await award(u.id, 'twitch_verified');
    await award(u.id, 'twitch_verified');
    expect(await me(u.token)).toMatchObject({ level_points: 100, level: 2 });
  });

  it('awards of different actions at once all count', async () => {
    const u = await t.signedInUser();
    await Promise.all((['youtube_verified', 'twitch_verified', 'telegram_verified', 'team_joined'] as const).map((a) => award(u.id, a)));
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ levelPoints: 350, level: LEVELS.find((l) => l.minPoints === 350)!.level });
  });

  it("level.changed reaches the member's socket only when the level moves; user.updated carries the points", async () => {
    const u = await t.signedInUser();
    const other = await t.signedInUser();
    const socket = await t.socket(u.token);
    const otherSocket = await t.socket(other.token);
    const levels = collect(socket, 'level.changed');
    const foreign = collect(otherSocket, 'level.changed');
    const updated = waitForSocketEvent<{ payload: { user: { level_points: number } } }>(socket, 'user.updated');
    await award(u.id, 'tour_finished');
    expect((await updated).payload.user.level_points).toBe(25);
    const changed = waitForSocketEvent<{ payload: { level: number; previousLevel: number; levelName: string } }>(socket, 'level.changed');
    await award(u.id, 'avatar_chosen');
    await award(u.id, 'profile_completed');
    expect((await changed).payload).toMatchObject({ level: 2, previousLevel: 1, levelName: LEVELS[1].name });
    await eventually(async () => (await me(u.token)).level_points === 65);
    expect(levels).toHaveLength(1);
    expect(foreign).toHaveLength(0);
  });
});
