import { describe, expect, it } from 'vitest';
import { ACTIONS, can, passesGate, type Action } from './can.ts';
import { REFUSALS } from './refusals.ts';
import { actorOfMe, isAdmin, isStaff, roleNamed, type Actor } from './roles.ts';

const as = (id: number, role: Actor['role'], more: Partial<Actor> = {}): Actor => ({ id, role, isSuperuser: false, isActive: true, ...more });
const member = as(1, 'user');
const other = as(2, 'user');
const moderator = as(3, 'moderator');
const admin = as(4, 'admin');
const superuser = as(5, 'user', { isSuperuser: true });
const blockedAdmin = as(6, 'admin', { isActive: false });

describe('the role predicates', () => {
  it.each([
    ['user', false, false, false],
    ['user', true, true, true],
    ['moderator', false, false, true],
    ['moderator', true, true, true],
    ['admin', false, true, true],
    ['admin', true, true, true],
  ] as const)('role %s, superuser %s: admin %s, staff %s', (role, isSuperuser, adminExpected, staffExpected) => {
    expect(isAdmin({ role, isSuperuser })).toBe(adminExpected);
    expect(isStaff({ role, isSuperuser })).toBe(staffExpected);
  });

  it('reads a role from untrusted text, and nothing else', () => {
    expect(roleNamed('moderator')).toBe('moderator');
    expect(roleNamed('admin')).toBe('admin');
    expect(roleNamed('superuser')).toBeUndefined();
    expect(roleNamed(['admin'])).toBeUndefined();
  });

  it("take the web client's member as it is", () => {
    expect(actorOfMe({ id: 9, role: 'user', is_superuser: true, is_active: true })).toEqual({ id: 9, role: 'user', isSuperuser: true, isActive: true });
  });
});

describe('gates', () => {
  const actors = { visitor: null, member, moderator, admin, superuser, blocked: blockedAdmin };
  /** Who passes each gate: a blocked account passes what a visitor does (its sessions are refused at sign-in). */
  const expected = {
    anyone: ['visitor', 'member', 'moderator', 'admin', 'superuser', 'blocked'],
    member: ['member', 'moderator', 'admin', 'superuser'],
    staff: ['moderator', 'admin', 'superuser'],
    admin: ['admin', 'superuser'],
  } as const;
  it.each(Object.entries(expected))('%s', (gate, who) => {
    const passing = Object.entries(actors).filter(([, a]) => passesGate(a, gate as keyof typeof expected));
    expect(passing.map(([name]) => name)).toEqual(who);
  });
});

describe('record rules', () => {
  it('a captain acts on their team; nobody else does, admins neither', () => {
    const team = { captainId: member.id };
    for (const action of ['team.update', 'team.handOver', 'team.kick', 'team.disband'] as const) {
      expect(can(member, action, team)).toBe(true);
      expect([other, moderator, admin, superuser].map((a) => can(a, action, team))).toEqual([false, false, false, false]);
      expect(can(null, action, team)).toBe(false);
      expect(can({ ...member, isActive: false }, action, team)).toBe(false);
    }
  });

  it('a moderator blocks plain members only; an admin anyone', () => {
    const targets = [other, moderator, admin, superuser];
    expect(targets.map((t) => can(moderator, 'admin.users.block', t))).toEqual([true, false, false, false]);
    expect(targets.map((t) => can(admin, 'admin.users.block', t))).toEqual([true, true, true, true]);
    expect(targets.map((t) => can(superuser, 'admin.users.block', t))).toEqual([true, true, true, true]);
    expect(can(member, 'admin.users.block', other)).toBe(false);
  });

  it("own records: a member's own; an admin's look at anyone's where the rule says so", () => {
    expect(can(member, 'team.listOf', { userId: member.id })).toBe(true);
    expect(can(member, 'team.listOf', { userId: other.id })).toBe(false);
    expect(can(moderator, 'team.listOf', { userId: other.id })).toBe(false);
    expect(can(admin, 'team.listOf', { userId: other.id })).toBe(true);
    expect(can(member, 'verification.status', { userId: other.id })).toBe(false);
    expect(can(moderator, 'verification.status', { userId: other.id })).toBe(false);
    expect(can(superuser, 'verification.status', { userId: other.id })).toBe(true);
    expect(can(member, 'verification.link', { userId: undefined })).toBe(true);
    expect(can(member, 'verification.link', { userId: member.id })).toBe(true);
    expect(can(admin, 'verification.link', { userId: other.id })).toBe(false);
    expect(can(member, 'giveaway.claim', { userId: member.id })).toBe(true);
    expect(can(member, 'giveaway.claim', undefined)).toBe(false);
    expect(can(admin, 'giveaway.claim', { userId: other.id })).toBe(false);
  });

  it("a team's members see it and its invite code; admins too; a public team everyone signed in", () => {
    const team = { memberIds: [member.id], isPublic: false };
    expect([member, other, moderator, admin].map((a) => can(a, 'team.view', team))).toEqual([true, false, false, true]);
    expect([member, other, moderator, admin].map((a) => can(a, 'team.seeInviteCode', team))).toEqual([true, false, false, true]);
    expect(can(other, 'team.view', { ...team, isPublic: true })).toBe(true);
    expect(can(null, 'team.seeInviteCode', team)).toBe(false);
    expect(can(member, 'team.invite', { userId: member.id })).toBe(true);
    expect(can(member, 'team.invite', undefined)).toBe(false);
  });

  it('rooms: a socket hears its own member, its teams, and the admins room if an admin', () => {
    expect(can(member, 'realtime.join', { room: 'user', userId: member.id })).toBe(true);
    expect(can(member, 'realtime.join', { room: 'user', userId: other.id })).toBe(false);
    expect([member, moderator, admin, superuser].map((a) => can(a, 'realtime.join', { room: 'admins' }))).toEqual([false, false, true, true]);
    expect(can(member, 'realtime.join', { room: 'team', teamId: 7, memberOf: [7] })).toBe(true);
    expect(can(member, 'realtime.join', { room: 'team', teamId: 8, memberOf: [7] })).toBe(false);
    expect(can(null, 'realtime.join', { room: 'admins' })).toBe(false);
    expect(can(blockedAdmin, 'realtime.join', { room: 'admins' })).toBe(false);
  });

  it('an action without a record rule is its gate', () => {
    expect(can(null, 'giveaway.view')).toBe(true);
    expect(can(null, 'giveaway.enter')).toBe(false);
    expect(can(moderator, 'admin.enter')).toBe(true);
    expect(can(moderator, 'giveaway.draw')).toBe(false);
    expect(can(superuser, 'giveaway.draw')).toBe(true);
  });
});

/** Checked by `npm run typecheck` (never run): the subject is asked for where a record decides, refused where none does. */
export function subjectTypes(): void {
  // @ts-expect-error: the captain's rule needs the team
  can(member, 'team.update');
  // @ts-expect-error: the gate alone decides
  can(member, 'giveaway.view', { id: 1 });
  const either = 'team.update' as 'team.update' | 'giveaway.view';
  // @ts-expect-error: one of them needs the team
  can(member, either);
}

describe('the table', () => {
  it('names actions by area, and every refusal is of an action whose record rule can refuse', () => {
    for (const action of Object.keys(ACTIONS)) expect(action).toMatch(/^[a-z]+(\.[a-z][A-Za-z]*)+$/);
    for (const action of Object.keys(REFUSALS) as Action[]) expect(ACTIONS[action], action).toHaveProperty('record');
  });
});
