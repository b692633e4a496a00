import { describe, expect, it } from 'vitest';
import { TEAM_MSG, can, isTeamFull, normaliseInviteCode, teamSizeLabel } from '@fanhub/shared';
import type { TeamRow, UserRow } from '../../db/schema.ts';
import { authorize } from '../../http/policies.ts';
import { joinRefusal } from './membership.ts';

// The teams area's pure rules, without a database: who may join, who is captain, who sees what.
const person = (id: number, role: UserRow['role'] = 'user', isSuperuser = false) => ({ id, role, isSuperuser, isActive: true }) as UserRow;
const team = { captainId: 1, membersCount: 3, maxMembers: 5 } as TeamRow;

describe('joining a team', () => {
  it('lets a newcomer into a team with room', () => {
    expect(joinRefusal(false, team)).toBeNull();
    expect(joinRefusal(false, { membersCount: 4, maxMembers: 5 })).toBeNull();
  });

  it('refuses a member (409 already_member) before looking at the count', () => {
    expect(joinRefusal(true, { membersCount: 5, maxMembers: 5 })).toMatchObject({ status: 409, code: 'already_member', detail: TEAM_MSG.alreadyMember });
  });

  it('refuses a full team, naming its limit', () => {
    expect(joinRefusal(false, { membersCount: 5, maxMembers: 5 })).toMatchObject({ status: 409, code: 'team_full', detail: TEAM_MSG.full(5) });
    expect(joinRefusal(false, { membersCount: 7, maxMembers: 6 })).toMatchObject({ code: 'team_full', detail: TEAM_MSG.full(6) });
  });

  it('agrees with the client-side "full" rule', () => {
    for (const members_count of [0, 4, 5, 6]) {
      expect(joinRefusal(false, { membersCount: members_count, maxMembers: 5 }) !== null).toBe(isTeamFull({ members_count, max_members: 5 }));
    }
  });
});

describe('team policies', () => {
  it('the captain is the team row’s captain, nobody else — not even an admin', () => {
    expect(can(person(1), 'team.update', team)).toBe(true);
    expect(can(person(2, 'admin'), 'team.update', team)).toBe(false);
    expect(() => authorize(person(1), 'team.kick', team)).not.toThrow();
    expect(() => authorize(person(2, 'admin'), 'team.kick', team)).toThrow(
      expect.objectContaining({ status: 403, code: 'not_captain', detail: TEAM_MSG.captainOnly }),
    );
  });

  it("a member lists their own teams; admins and superusers anyone's; moderators only their own", () => {
    const teamsOf = (userId: number) => ({ userId });
    expect(can(person(7), 'team.listOf', teamsOf(7))).toBe(true);
    expect(can(person(7), 'team.listOf', teamsOf(8))).toBe(false);
    expect(can(person(7, 'moderator'), 'team.listOf', teamsOf(8))).toBe(false);
    expect(can(person(7, 'admin'), 'team.listOf', teamsOf(8))).toBe(true);
    expect(can(person(7, 'user', true), 'team.listOf', teamsOf(8))).toBe(true);
    expect(() => authorize(person(7), 'team.listOf', teamsOf(8))).toThrow(
      expect.objectContaining({ status: 403, code: 'forbidden', detail: TEAM_MSG.forbiddenTeams }),
    );
  });

  it('the invite code is shown to members and admins, never to strangers or visitors', () => {
    const members = { memberIds: [1, 2] };
    expect(can(person(2), 'team.seeInviteCode', members)).toBe(true);
    expect(can(person(3), 'team.seeInviteCode', members)).toBe(false);
    expect(can(person(3, 'admin'), 'team.seeInviteCode', members)).toBe(true);
    expect(can(null, 'team.seeInviteCode', members)).toBe(false);
  });
});

describe('shared team rules', () => {
  it('reads a typed invite code whatever its case and separators', () => {
    expect(normaliseInviteCode(' ab12-cd 34 ')).toBe('AB12CD34');
  });

  it('shows "/ 5" below five members and "/ ∞" from five on', () => {
    expect(teamSizeLabel(4)).toBe('4 / 5');
    expect(teamSizeLabel(5)).toBe('5 / ∞');
  });
});
