import { and, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES, isAdmin } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';
import { users } from '../../db/schema.ts';
import { isAdminRow, isDemotion } from './policies.ts';

const t = useTestApi();

// Every role, with and without the superuser flag.
const KINDS = ROLES.flatMap((role) => [false, true].map((isSuperuser) => ({ role, isSuperuser })));

describe('the admin rule in SQL', () => {
  it('picks exactly the accounts the shared isAdmin calls admins', async () => {
    const ids: number[] = [];
    for (const kind of KINDS) {
      const { id } = await t.register();
      await t.db
        .update(users)
        .set(kind)
        .where(inArray(users.id, [id]));
      ids.push(id);
    }
    const rows = await t.db.select().from(users).where(inArray(users.id, ids));
    const picked = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), isAdminRow));
    expect(picked.map((r) => r.id).sort()).toEqual(
      rows
        .filter(isAdmin)
        .map((r) => r.id)
        .sort(),
    );
    // Both kinds are there: admins by role and by the flag, and non-admins.
    expect(picked.length).toBe(4);
  });
});

describe('a demotion', () => {
  it.each(KINDS.flatMap((before) => [undefined, ...ROLES].map((role) => [before, role] as const)))('%o to %s', (before, role) => {
    // The rule as it was written before (role admin, not the superuser, moved to another role).
    const was = role !== undefined && role !== 'admin' && before.role === 'admin' && !before.isSuperuser;
    expect(isDemotion(before, role)).toBe(was);
  });
});
