import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIONS, MSG, passesGate, type Action, type Actor } from '@fanhub/shared';
import { useTestApi } from '@fanhub/testing';
import { users } from '../db/schema.ts';
import { apiEndpoints } from '../endpoints.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * The policy table held to the HTTP answers: every declared endpoint (the same list the route fuzz
 * and the API document walk) × a visitor, a member, a blocked member, a moderator and an admin.
 * What the table says comes from the shared model (the gate of the endpoint's action, `passesGate`);
 * what the API says is the class of its answer to a bare request (no body, path ids the caller's
 * own): 401 (signed out or blocked), 403 `forbidden` (the role), or past the gate (anything else:
 * 200, 404, 422, an area's own 403 such as `not_captain`). The table itself is kept, readable, in
 * __snapshots__/policy-table.md: a change of who may call what shows in review.
 */
const t = useTestApi();

type Who = 'visitor' | 'member' | 'blocked' | 'moderator' | 'admin';
const WHO: Who[] = ['visitor', 'member', 'blocked', 'moderator', 'admin'];
type AnswerClass = '401' | '403' | 'passes';

/** The codes a signed-in gate answers 401 with (declared-errors.ts lists the same). */
const SIGN_IN = new Set(['unauthorized', 'invalid_token', 'token_expired', 'session_ended', 'user_blocked']);

interface Caller {
  actor: Actor | null;
  email?: string;
  password?: string;
  token?: string;
}
const callers = {} as Record<Who, Caller>;

beforeAll(async () => {
  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const signIn = async (opts: { admin?: boolean; role?: Actor['role'] } = {}): Promise<Caller> => {
    const u = await t.signedInUser({ admin: opts.admin });
    if (opts.role) await t.db.update(users).set({ role: opts.role }).where(eq(users.id, u.id));
    // Signed in again after a role change: a session's cached row is the one it signed in with.
    const token = opts.role ? await t.login(u.email, u.password) : u.token;
    return { actor: await row(u.id), email: u.email, password: u.password, token };
  };
  callers.visitor = { actor: null };
  callers.member = await signIn();
  callers.moderator = await signIn({ role: 'moderator' });
  callers.admin = await signIn({ admin: true });
  callers.blocked = await signIn();
  // Blocked as the panel blocks (its sessions end at once), then read back as the table's actor.
  await t
    .http()
    .put(`/api/v1/users/${callers.blocked.actor!.id}/status`)
    .set('Authorization', `Bearer ${callers.admin.token}`)
    .send({ is_active: false })
    .expect(200);
  callers.blocked.actor = await row(callers.blocked.actor!.id);
  expect(callers.blocked.actor.isActive).toBe(false);
});

/** What the table says a caller gets from an endpoint: refused at the gate, and how, or let through. */
function expected(ep: Endpoint, who: Who): AnswerClass {
  const { actor } = callers[who];
  if (passesGate(actor, ACTIONS[ep.action].gate)) return 'passes';
  // Refused: a visitor (or a blocked account, whose sessions the identity layer refuses) must sign in; a member lacks the role.
  return !actor || !actor.isActive ? '401' : '403';
}

function classOf(status: number, body: { code?: string; detail?: string }): AnswerClass {
  if (status === 401 && SIGN_IN.has(body.code ?? '')) return '401';
  if (status === 403 && body.code === 'forbidden' && body.detail === MSG.forbidden) return '403';
  return 'passes';
}

const urlOf = (ep: Endpoint, caller: Caller) =>
  `/api${ep.route.root ? '' : '/v1'}${ep.route.path.replace(/:(\w+)/g, (_m, name: string) =>
    ep.route.params?.[name]?.kind === 'id' ? String(caller.actor?.id ?? 1) : 'x',
  )}`;

let sent = 0;
async function send(ep: Endpoint, caller: Caller) {
  const method = ep.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  // An address of its own per request: the per-address limits (sign-in, registration) stay out of the table.
  const n = sent++;
  let req = t
    .http()
    [method](urlOf(ep, caller))
    .set('X-Forwarded-For', `10.77.${(n >> 8) & 255}.${n & 255}`);
  if (caller.token) req = req.set('Authorization', `Bearer ${caller.token}`);
  return req.ok(() => true);
}

/** A bare write that worked may have ended the caller's own session (sign-out): sign in again. */
async function keepSignedIn(who: Who): Promise<void> {
  const caller = callers[who];
  if (!caller.token || who === 'blocked') return;
  const me = await t.http().get('/api/v1/auth/me').set('Authorization', `Bearer ${caller.token}`);
  if (me.status === 401) caller.token = await t.login(caller.email!, caller.password!);
}

describe('the policy table', () => {
  it('every endpoint × visitor, member, blocked, moderator, admin answers as the table says', async () => {
    const endpoints = apiEndpoints(t.api.ctx);
    expect(endpoints.length).toBeGreaterThan(100);
    const mismatches: string[] = [];
    const rows: string[] = [];
    for (const ep of endpoints) {
      const cells: string[] = [];
      for (const who of WHO) {
        const want = expected(ep, who);
        const res = await send(ep, callers[who]);
        const got = classOf(res.status, res.body as { code?: string; detail?: string });
        if (got !== want)
          mismatches.push(
            `${ep.route.method} ${ep.route.path} (${ep.action}) as ${who}: the table says ${want}, the API answered ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`,
          );
        if (res.status < 300 && ep.route.method !== 'GET') await keepSignedIn(who);
        cells.push(want === 'passes' ? 'yes' : want);
      }
      rows.push(`| ${ep.route.method} ${ep.route.root ? '' : '/v1'}${ep.route.path} | \`${ep.action}\` | ${ACTIONS[ep.action].gate} | ${cells.join(' | ')} |`);
    }
    expect(mismatches).toEqual([]);
    const table = [
      '# Who may call what',
      '',
      'Generated by api/src/http/route-policy.test.ts from the endpoints and shared/src/authz, and held to the HTTP answers.',
      '`yes`: past the gate (the handler decides: 200, 404, 422, or an area rule about the record).',
      '',
      `| Endpoint | Action | Gate | ${WHO.join(' | ')} |`,
      `| --- | --- | --- | ${WHO.map(() => '---').join(' | ')} |`,
      ...rows,
      '',
    ].join('\n');
    await expect(table).toMatchFileSnapshot('./__snapshots__/policy-table.md');
  });

  it('every action is asked somewhere: by an endpoint, or by a check named here', () => {
    const byEndpoints = new Set(apiEndpoints(t.api.ctx).map((ep) => ep.action));
    /** Actions no endpoint declares, and where they are asked. */
    const elsewhere: Partial<Record<Action, string>> = {
      'team.seeInviteCode': 'teams/queries.ts (the invite code in a team view)',
      'admin.enter': "web: the admin panel's gate (AdminArea)",
      'health.details': 'health/policies.ts (the deployment details in /api/health)',
      'realtime.join': "realtime/gateway.ts (a socket's rooms)",
    };
    for (const action of Object.keys(ACTIONS) as Action[]) {
      expect(byEndpoints.has(action) !== action in elsewhere, `${action}: declared by an endpoint, or named above (not both)`).toBe(true);
    }
  });
});
