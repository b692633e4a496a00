import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  TEAM_MSG,
  TOURNAMENT_MSG,
  isBlocked,
  type IneligiblePlayer,
  type RegistrationBody,
  type RosterMissingKey,
  type TournamentTeamView,
  type TournamentView,
} from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { teamMembers, teams, tournamentRegistrations, tournamentRoster, tournaments, users, type TournamentRow, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { checkVersion } from '../../http/if-match.ts';
import { authorize } from '../../http/policies.ts';
import { factsOf, missingFor } from '../giveaways/index.ts';
import { refuseClosedField } from './field.ts';
import { findTournament, teamNotRegistered, teamView, viewOf } from './queries.ts';
import { isCheckInOpen, isRegistrationOpen } from './rules.ts';

type Ctx = Pick<AppContext, 'outbox'>;

const started = () => new AppError(409, 'tournament_started', TOURNAMENT_MSG.started);
const invalid = (field: string, message: string) => new AppError(422, 'validation_failed', message, { errors: [{ field, message }] });
const names = (players: { username: string }[]) => players.map((p) => p.username).join(', ');

/** The roster's members as the team has them now (a player not in the team is missing here). */
async function teamMembersAmong(tx: Tx, teamId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, ids)));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * Each player by the tournament's eligibility rules (the giveaways' rules), read under the players'
 * rows (a verification change takes them first): the players who may not play, each with what they
 * miss. A blocked player never plays whatever the rules: `blocked` is all that is said of them.
 */
async function eligibilityOf(tx: Tx, t: TournamentRow, ids: number[], usernames: Map<number, string>, now: Date): Promise<IneligiblePlayer[]> {
  // Ascending ids, after the tournament's and the team's rows: one order for every flow taking several.
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('no key update');
  const players: IneligiblePlayer[] = [];
  for (const id of ids) {
    const facts = await factsOf(tx, id);
    const missing: RosterMissingKey[] = !facts || isBlocked(facts) ? ['blocked'] : missingFor(facts, t.eligibility, now);
    if (missing.length) players.push({ user_id: id, username: usernames.get(id) ?? '', missing });
  }
  return players;
}

/**
 * A captain registers their team: `team_size` players then up to `team_size` substitutes, all from
 * the team, each meeting the rules, none already in another roster of this tournament. Decided
 * under the tournament's row (so the last free place goes once, and a member lands in one roster
 * whatever the race; the roster's key is the net), then the team's and the players' rows.
 */
export async function register(ctx: Ctx, actor: UserRow, tournamentId: number, body: RegistrationBody): Promise<TournamentTeamView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const now = new Date();
    const t = await findTournament(tx, tournamentId, true);
    if (!isRegistrationOpen(t, now)) throw new AppError(409, 'registration_closed', TOURNAMENT_MSG.registrationClosed);
    refuseClosedField(t);
    // FOR SHARE: a kick, a leave or a captaincy change waits until the roster is written.
    const [team] = await tx.select().from(teams).where(eq(teams.id, body.team_id)).for('share');
    if (!team) throw new AppError(404, 'team_not_found', TEAM_MSG.notFound);
    authorize(actor, 'tournament.register', team);
    const [already] = await tx
      .select({ teamId: tournamentRegistrations.teamId })
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, team.id)));
    if (already) throw new AppError(409, 'team_already_registered', TOURNAMENT_MSG.teamAlreadyRegistered);
    if (t.teamsCount >= t.maxTeams) throw new AppError(409, 'tournament_full', TOURNAMENT_MSG.full);

    const ids = body.player_ids;
    if (new Set(ids).size !== ids.length) throw invalid('player_ids', TOURNAMENT_MSG.rosterTwice);
    if (ids.length < t.teamSize || ids.length > 2 * t.teamSize) throw invalid('player_ids', TOURNAMENT_MSG.rosterSize(t.teamSize));
    const inTeam = await teamMembersAmong(tx, team.id, ids);
    const outsiders = ids.filter((id) => !inTeam.has(id));
    if (outsiders.length) {
      const rows = await tx.select({ username: users.username }).from(users).where(inArray(users.id, outsiders));
      throw invalid('player_ids', TOURNAMENT_MSG.notTeamMembers(names(rows.length ? rows : outsiders.map((id) => ({ username: `#${id}` })))));
    }

    const taken = await tx
      .select({ userId: tournamentRoster.userId })
      .from(tournamentRoster)
      .where(and(eq(tournamentRoster.tournamentId, t.id), inArray(tournamentRoster.userId, ids)));
    if (taken.length) {
      const players = taken.map((r) => ({ user_id: r.userId, username: inTeam.get(r.userId) ?? '', missing: [] }));
      throw new AppError(409, 'player_already_registered', TOURNAMENT_MSG.playerAlreadyRegistered(names(players)), { players });
    }
    // The same refusal as at check-in: per player what they miss, `blocked` included.
    const ineligible = await eligibilityOf(tx, t, ids, inTeam, now);
    if (ineligible.length) throw new AppError(403, 'not_eligible', TOURNAMENT_MSG.notEligible, { players: ineligible });

    await tx.insert(tournamentRegistrations).values({ tournamentId: t.id, teamId: team.id, teamName: team.name, registeredBy: actor.id });
    await tx.insert(tournamentRoster).values(ids.map((userId, i) => ({ tournamentId: t.id, teamId: team.id, userId, substitute: i >= t.teamSize })));
    const [counted] = await tx
      .update(tournaments)
      .set({ teamsCount: sql`${tournaments.teamsCount} + 1`, updatedAt: now })
      .where(eq(tournaments.id, t.id))
      .returning({ teamsCount: tournaments.teamsCount });
    emit(
      'tournament.registered',
      {
        tournamentId: t.id,
        title: t.title,
        teamId: team.id,
        teamName: team.name,
        userId: actor.id,
        username: actor.username,
        teamsCount: counted!.teamsCount,
        playerIds: ids,
      },
      actor.id,
    );
    return teamView(tx, t, team.id);
  });
}

/** The captain withdraws their team before the start; an admin removes any team. */
export async function withdraw(ctx: Ctx, actor: UserRow, tournamentId: number, teamId: number): Promise<void> {
  await ctx.outbox.transact(async (tx, emit) => {
    const t = await findTournament(tx, tournamentId, true);
    if (t.stage !== 'open') throw started();
    refuseClosedField(t);
    const [reg] = await tx
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, teamId)));
    if (!reg) throw teamNotRegistered();
    const [team] = await tx.select().from(teams).where(eq(teams.id, teamId));
    authorize(actor, 'tournament.withdraw', team ?? null);
    const byAdmin = team?.captainId !== actor.id;
    await tx.delete(tournamentRegistrations).where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, teamId)));
    const [counted] = await tx
      .update(tournaments)
      .set({ teamsCount: sql`${tournaments.teamsCount} - 1`, updatedAt: new Date() })
      .where(eq(tournaments.id, t.id))
      .returning({ teamsCount: tournaments.teamsCount });
    emit(
      'tournament.withdrawn',
      { tournamentId: t.id, title: t.title, teamId, teamName: team?.name ?? reg.teamName, teamsCount: counted!.teamsCount, byAdmin },
      actor.id,
    );
  });
}

/**
 * The check-in is the last check of a roster: each player (substitutes too, as at registration) must
 * still be in the team, not blocked, and meet the rules. Read under the team's row (FOR SHARE: a
 * leave or a kick waits) and the players' rows, in the registration's lock order.
 */
async function rosterProblems(tx: Tx, t: TournamentRow, teamId: number, roster: { userId: number; username: string }[], now: Date) {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('share');
  const ids = roster.map((p) => p.userId);
  const inTeam = await teamMembersAmong(tx, teamId, ids);
  const usernames = new Map(roster.map((p) => [p.userId, p.username]));
  const lacks = new Map<number, RosterMissingKey[]>();
  for (const id of ids) if (!inTeam.has(id)) lacks.set(id, ['left_team']);
  for (const p of await eligibilityOf(tx, t, ids, usernames, now)) lacks.set(p.user_id, [...(lacks.get(p.user_id) ?? []), ...p.missing]);
  return roster.filter((p) => lacks.has(p.userId)).map((p): IneligiblePlayer => ({ user_id: p.userId, username: p.username, missing: lacks.get(p.userId)! }));
}

/**
 * Any roster player checks the team in, from check_in_minutes before the start until the start,
 * while every roster player may still play. A team checked in stays in: the start does not check
 * the rosters again (a change after the check-in is the admin's to rule: remove or disqualify).
 */
export async function checkIn(ctx: Ctx, actor: UserRow, tournamentId: number, teamId: number): Promise<TournamentTeamView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const t = await findTournament(tx, tournamentId, true);
    if (t.stage !== 'open') throw started();
    refuseClosedField(t);
    if (t.checkInMinutes === 0) throw new AppError(409, 'no_check_in', TOURNAMENT_MSG.noCheckIn);
    if (!isCheckInOpen(t)) throw new AppError(409, 'check_in_closed', TOURNAMENT_MSG.checkInClosed);
    const [reg] = await tx
      .select({ r: tournamentRegistrations, currentName: teams.name })
      .from(tournamentRegistrations)
      .leftJoin(teams, eq(teams.id, tournamentRegistrations.teamId))
      .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, teamId)));
    if (!reg) throw teamNotRegistered();
    const roster = await tx
      .select({ userId: tournamentRoster.userId, username: users.username })
      .from(tournamentRoster)
      .innerJoin(users, eq(users.id, tournamentRoster.userId))
      .where(and(eq(tournamentRoster.tournamentId, t.id), eq(tournamentRoster.teamId, teamId)))
      .orderBy(asc(tournamentRoster.userId));
    authorize(actor, 'tournament.checkIn', { playerIds: roster.map((p) => p.userId) });
    if (reg.r.checkedInAt === null) {
      const players = await rosterProblems(tx, t, teamId, roster, new Date());
      if (players.length) throw new AppError(403, 'not_eligible', TOURNAMENT_MSG.checkInNotEligible, { players });
      await tx
        .update(tournamentRegistrations)
        .set({ checkedInAt: new Date(), checkedInBy: actor.id })
        .where(and(eq(tournamentRegistrations.tournamentId, t.id), eq(tournamentRegistrations.teamId, teamId)));
      const teamName = reg.currentName ?? reg.r.teamName;
      emit('tournament.checked_in', { tournamentId: t.id, title: t.title, teamId, teamName, userId: actor.id, username: actor.username }, actor.id);
    }
    return teamView(tx, t, teamId);
  });
}

/**
 * An admin's seeding, seed 1 first: every registered team once ([] goes back to the verifiable
 * draw). Teams that do not check in are left out at the start; a team registered after this
 * seeding makes the start refuse until the seeding is made again. A save of the tournament like the
 * editor's: it raises the version, and with `expectedVersion` (If-Match) one against an older
 * version is a 412 (two admins seeding, or seeding while another edits, lose nothing silently).
 */
export async function setSeeding(ctx: Ctx, actor: UserRow, tournamentId: number, teamIds: number[], expectedVersion?: number): Promise<TournamentView> {
  return ctx.outbox.transact(async (tx, emit) => {
    const t = await findTournament(tx, tournamentId, true);
    await checkVersion(expectedVersion, t.version, () => viewOf(tx, t));
    if (t.stage !== 'open') throw started();
    refuseClosedField(t);
    const registered = await tx
      .select({ teamId: tournamentRegistrations.teamId })
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournamentId, t.id));
    const all = new Set(registered.map((r) => r.teamId));
    const manual = teamIds.length > 0;
    if (manual && (new Set(teamIds).size !== teamIds.length || teamIds.length !== all.size || teamIds.some((id) => !all.has(id))))
      throw invalid('team_ids', TOURNAMENT_MSG.seedingTeams);
    const [updated] = await tx
      .update(tournaments)
      .set({ seeding: manual ? 'manual' : 'draw', manualSeeding: manual ? teamIds : null, updatedAt: new Date(), version: sql`${tournaments.version} + 1` })
      .where(eq(tournaments.id, t.id))
      .returning();
    emit('tournament.updated', { tournamentId: t.id, title: t.title, fields: ['seeding'] }, actor.id);
    return viewOf(tx, updated!);
  });
}
