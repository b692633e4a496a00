import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TournamentMatchView, TournamentView } from '@fanhub/shared';
import { notificationRecipients, notificationSends, userActions } from '@fanhub/api/db';
import { createLogger } from '@fanhub/api/runtime';
import { bearer, buildAdmin, eventually, startFakePush, startFakeTelegram, useFake, useTestApi } from '@fanhub/testing';
import { notifiedMember, optIn, type NotifiedMember } from '@fanhub/testing/notify-fixtures.ts';
import { buildSquad, buildTournament, getTournament, playMatch, registerSquad, type BuiltSquad } from '@fanhub/testing/tournament-fixtures.ts';
import { loadWorkersConfig } from '../config.ts';
import { startWorkers, type WorkersHandle } from '../runtime.ts';

/**
 * «Матч готов» end to end: the API announces `tournament.match_ready`, the workers' consumer group
 * reads it from the events stream, queues one send per team, and the notification jobs deliver it
 * by Web Push (decrypted by the fake push service) and Telegram (the fake Bot API) to each roster
 * player who chose the topic — once per match, through a re-published event, a worker restart, a
 * result taken back and ruled again, and a correction that changes the opponent.
 */
const PUBLIC_URL = 'https://fan.example.org';
const READY = { match_ready: { push: true, telegram: true } };
const push = useFake(() => startFakePush());
const telegram = useFake(() => startFakeTelegram());
const dataDir = mkdtempSync(path.join(tmpdir(), 'match-ready-'));
const a = useTestApi(() => ({ DATA_DIR: dataDir, PUBLIC_URL, PUSH_ALLOW_PRIVATE_ENDPOINTS: true, ...telegram.env }));

// One worker process at a time: the stream's events are then handled in their order.
let workers: WorkersHandle | undefined;
const startOne = async () => {
  const config = loadWorkersConfig({
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: a.api.ctx.keys.prefix,
    DATA_DIR: dataDir,
    PUBLIC_URL,
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    NOTIFICATION_SWEEP_SECONDS: '1',
    SHUTDOWN_TIMEOUT_MS: '2000',
    ...telegram.env,
  });
  workers = await startWorkers(config, { database: a.database, logger: createLogger('workers', 'silent') });
};
beforeAll(async () => {
  push.trust();
  await startOne();
});
afterAll(() => workers?.close());

const rule = (admin: { token: string }, tournamentId: number, matchId: number, scores: [number, number] | null) =>
  a.http().put(`/api/v1/admin/tournaments/${tournamentId}/matches/${matchId}`).set(bearer(admin.token)).send({ scores }).expect(200);

/** Pushes and bot messages one member got about this tournament. */
const pushesOf = (m: NotifiedMember, tournamentId: number) =>
  m.browsers.flatMap((b) => push.to(b)).filter((p) => p.payload.url === `${PUBLIC_URL}/tournaments/${tournamentId}`);
const messagesOf = (m: NotifiedMember) => (m.chatId === null ? [] : telegram.sentTo(m.chatId).filter((x) => x.text.startsWith('Матч готов')));

describe('«Матч готов»', () => {
  it('tells each roster player who chose it, once per match, by push and Telegram, with the opponent, the maps and the link', async () => {
    const admin = await buildAdmin(a);
    const created = await buildTournament(a, admin, { title: 'Кубок выходного дня' });
    const squads: BuiltSquad[] = [];
    const players = new Map<number, NotifiedMember>();
    for (let i = 0; i < 4; i++) {
      const squad = await buildSquad(a, 2);
      squads.push(squad);
      // The captain by both channels; the other player by push only, except in the last team, where they chose nothing.
      players.set(squad.captain.id, await optIn(a, { push, telegram }, squad.captain, { browsers: 1, telegram: true, choices: READY }));
      const member = squad.members[0]!;
      players.set(
        member.id,
        await optIn(a, { push, telegram }, member, { browsers: 1, choices: i === 3 ? {} : { match_ready: { push: true, telegram: false } } }),
      );
      await registerSquad(a, created.id, squad);
    }
    // Chose the topic but plays in no roster: never told.
    const outsider = await notifiedMember(a, { push, telegram }, { browsers: 1, telegram: true, choices: READY });
    const view = (await a.http().post(`/api/v1/admin/tournaments/${created.id}/start`).set(bearer(admin.token)).expect(200)).body as TournamentView;
    const name = new Map(squads.map((s) => [s.id, s.name]));
    const squadOf = (teamId: number) => squads.find((s) => s.id === teamId)!;
    // The players who chose the topic by push, team by team.
    const quiet = players.get(squads[3]!.members[0]!.id)!;
    const pushCount = (teamId: number) =>
      squadOf(teamId)
        .everyone.filter((p) => p.id !== quiet.id)
        .map((p) => pushesOf(players.get(p.id)!, view.id).length);

    const semis = view.matches.filter((m) => m.status === 'ready');
    expect(semis).toHaveLength(2);
    const everyTeam = semis.flatMap((m) => [m.team1_id!, m.team2_id!]);
    await eventually(() => everyTeam.every((id) => pushCount(id).every((n) => n === 1)), 20_000, 50);
    await eventually(() => squads.every((s) => messagesOf(players.get(s.captain.id)!).length === 1), 20_000, 50);

    // What a player of team 1 of the first semi-final reads: the opponent, the maps, the page.
    const [semi] = semis as [TournamentMatchView, TournamentMatchView];
    const captain = players.get(squadOf(semi.team1_id!).captain.id)!;
    const [shown] = pushesOf(captain, view.id);
    expect(shown!.payload).toMatchObject({
      title: 'Матч готов',
      body: `Турнир «Кубок выходного дня»: ваш матч против «${name.get(semi.team2_id!)}» готов. Карты: ${semi.maps.join(', ')}`,
      url: `${PUBLIC_URL}/tournaments/${view.id}`,
      settings_url: `${PUBLIC_URL}/profile/settings?tab=notifications`,
      topic: 'match_ready',
    });
    expect(shown).toMatchObject({ urgency: 'high' });
    expect(semi.maps).toHaveLength(3);
    expect(messagesOf(captain)[0]!.text).toBe(
      [
        'Матч готов',
        `Турнир «Кубок выходного дня»: ваш матч против «${name.get(semi.team2_id!)}» готов. Карты: ${semi.maps.join(', ')}`,
        `${PUBLIC_URL}/tournaments/${view.id}`,
        '',
        `Не хотите получать такие сообщения? Отключите их в настройках: ${PUBLIC_URL}/profile/settings?tab=notifications`,
      ].join('\n'),
    );
    // Opted out, or outside every roster: nothing.
    expect(quiet.browsers.flatMap((b) => push.to(b))).toHaveLength(0);
    expect(outsider.browsers.flatMap((b) => push.to(b))).toHaveLength(0);
    expect(messagesOf(outsider)).toHaveLength(0);

    // A worker restart, then every match_ready event published again (the relay's at-least-once):
    // the consumer group and the database's keys leave them without a second message.
    await workers!.close();
    await startOne();
    await a.db.execute(sql`update outbox set published_at = null where type = 'tournament.match_ready'`);
    // Both semi-finals played: the final is ready, its two rosters are told (after the re-published events, in the stream's order).
    const [s1, s2] = semis as [TournamentMatchView, TournamentMatchView];
    await playMatch(a, view.id, s1, new Map(squads.map((s) => [s.id, s])), [2, 0]);
    await playMatch(a, view.id, s2, new Map(squads.map((s) => [s.id, s])), [2, 1]);
    const final = (await getTournament(a, view.id)).matches.find((m) => m.bracket === 'winners' && m.status === 'ready')!;
    expect([final.team1_id, final.team2_id].sort()).toEqual([s1.team1_id, s2.team1_id].sort());
    await eventually(() => [s1.team1_id!, s2.team1_id!].every((id) => pushCount(id).every((n) => n === 2)), 20_000, 50);

    // The first semi-final taken back (it is ready again, the final waits) and ruled with the same
    // winner: the final is ready again with the same teams — nobody is told twice.
    await rule(admin, view.id, s1.id, null);
    await rule(admin, view.id, s1.id, [2, 1]);
    // Corrected to the other winner: the final has a new opponent. Only the new team's players are
    // told; the team that stays was told about this match already (once per match and member).
    await rule(admin, view.id, s1.id, [1, 2]);
    await eventually(() => pushCount(s1.team2_id!).every((n) => n === 2), 20_000, 50);
    await eventually(() => messagesOf(players.get(squadOf(s1.team2_id!).captain.id)!).length === 2, 20_000, 50);
    const newcomer = players.get(squadOf(s1.team2_id!).captain.id)!;
    expect(pushesOf(newcomer, view.id)[1]!.payload.body).toBe(
      `Турнир «Кубок выходного дня»: ваш матч против «${name.get(s2.team1_id!)}» готов. Карты: ${final.maps.join(', ')}`,
    );
    // Every count as it ends: the semi-final losers once, everyone who reached the final twice.
    const timesTold = new Map([
      [s1.team1_id!, 2],
      [s1.team2_id!, 2],
      [s2.team1_id!, 2],
      [s2.team2_id!, 1],
    ]);
    for (const id of everyTeam) expect(pushCount(id), name.get(id)).toEqual(pushCount(id).map(() => timesTold.get(id)));
    // Telegram keeps 2 s between two messages to one chat: the bot's may still be on their way.
    const captainsMessages = () => squads.map((s) => messagesOf(players.get(s.captain.id)!).length);
    const expected = squads.map((s) => (s.id === s2.team2_id ? 1 : 2));
    await eventually(() => captainsMessages().join() === expected.join(), 20_000, 50);
    // One send per team and pairing; a member addressed once per match.
    const sends = await a.db.select().from(notificationSends).where(eq(notificationSends.topic, 'match_ready'));
    expect(
      sends
        .filter((x) => x.subjectKey.startsWith(`${view.id}:`))
        .map((x) => x.subjectKey)
        .sort(),
    ).toEqual(
      [
        `${view.id}:${s1.id}:${s1.team1_id}:${s1.team2_id}`,
        `${view.id}:${s1.id}:${s1.team2_id}:${s1.team1_id}`,
        `${view.id}:${s2.id}:${s2.team1_id}:${s2.team2_id}`,
        `${view.id}:${s2.id}:${s2.team2_id}:${s2.team1_id}`,
        `${view.id}:${final.id}:${s1.team1_id}:${s2.team1_id}`,
        `${view.id}:${final.id}:${s2.team1_id}:${s1.team1_id}`,
        `${view.id}:${final.id}:${s1.team2_id}:${s2.team1_id}`,
        // The staying team's side of the new pairing: nobody new to tell, closed at once.
        `${view.id}:${final.id}:${s2.team1_id}:${s1.team2_id}`,
      ].sort(),
    );
    const finalRecipients = await a.db
      .select()
      .from(notificationRecipients)
      .where(eq(notificationRecipients.scope, `${view.id}:${final.id}`));
    expect(finalRecipients).toHaveLength(6);

    // The activity log: each send's row names its tournament, match and team (not just «Матч готов»).
    const logged = async () =>
      (await a.db.select({ text: userActions.actionDetails }).from(userActions).where(eq(userActions.eventType, 'notification.send_finished'))).map(
        (r) => r.text,
      );
    const rowOf = (matchId: number, team: number, opponent: number) =>
      `Рассылка «Матч готов» (турнир «Кубок выходного дня», матч ${matchId}: «${name.get(team)}» против «${name.get(opponent)}»): доставлено`;
    const expectedRows = [rowOf(s2.id, s2.team1_id!, s2.team2_id!), rowOf(s2.id, s2.team2_id!, s2.team1_id!), rowOf(final.id, s1.team2_id!, s2.team1_id!)];
    await eventually(
      async () => {
        const rows = await logged();
        return expectedRows.every((row) => rows.some((text) => text?.startsWith(row)));
      },
      20_000,
      50,
    );
  });

  it('tells the rosters of a match whose event Redis lost (restarted empty) once the sweep finds it ready and untold', async () => {
    const admin = await buildAdmin(a);
    const created = await buildTournament(a, admin, { title: 'Кубок после сбоя' });
    const squads: BuiltSquad[] = [];
    const captains: NotifiedMember[] = [];
    for (let i = 0; i < 4; i++) {
      const squad = await buildSquad(a, 2);
      squads.push(squad);
      captains.push(await optIn(a, { push, telegram }, squad.captain, { browsers: 1, choices: { match_ready: { push: true, telegram: false } } }));
      await registerSquad(a, created.id, squad);
    }
    // No worker runs while the tournament starts; its events reach the stream, which Redis then loses.
    await workers!.close();
    workers = undefined;
    const view = (await a.http().post(`/api/v1/admin/tournaments/${created.id}/start`).set(bearer(admin.token)).expect(200)).body as TournamentView;
    await eventually(async () => ((await a.db.execute(sql`select 1 from outbox where published_at is null`)) as { rows: unknown[] }).rows.length === 0);
    await a.api.ctx.redis.del(a.api.ctx.keys.events);
    // Ready for a minute already: past the time the consumer would have taken.
    await a.db.execute(sql`update tournament_matches set ready_at = now() - interval '1 minute' where tournament_id = ${view.id} and status = 'ready'`);
    await startOne();
    await eventually(() => captains.every((c) => pushesOf(c, view.id).length === 1), 20_000, 50);
    const semi = view.matches.find((m) => m.status === 'ready' && m.team1_id === squads[0]!.id) ?? view.matches.find((m) => m.team2_id === squads[0]!.id)!;
    const opponent = squads.find((x) => x.id === (semi.team1_id === squads[0]!.id ? semi.team2_id : semi.team1_id))!;
    expect(pushesOf(captains[0]!, view.id)[0]!.payload.body).toBe(
      `Турнир «Кубок после сбоя»: ваш матч против «${opponent.name}» готов. Карты: ${semi.maps.join(', ')}`,
    );
    // The sweep runs every second: a few more of its runs tell nobody again.
    const sweeps = await a.db.select().from(notificationSends).where(eq(notificationSends.topic, 'match_ready'));
    expect(sweeps.filter((x) => x.subjectKey.startsWith(`${view.id}:`))).toHaveLength(4);
  });
});
