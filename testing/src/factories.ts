import type { TestApi } from './api-harness.ts';

/** The parts of a team's answer tests go on with; its captain sees the invite code. */
export type BuiltTeam = { id: number; name: string; invite_code: string; is_public: boolean; captain_id: number };

/** Someone who registered and signed in through the API, with their bearer token. */
export type SignedInUser = Awaited<ReturnType<TestApi['signedInUser']>>;

let seq = 0;
/** A name no other test in this run uses (team names are unique, case-insensitively). */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${seq++}`;

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A signed-in user with the role `user`. */
export const buildUser = (api: TestApi) => api.signedInUser();

/** A signed-in admin. */
export const buildAdmin = (api: TestApi) => api.signedInUser({ admin: true });

/** A team created through the API by `captain`, private unless `is_public` is set; its answer. */
export async function buildTeam(api: TestApi, captain: { token: string }, fields: { name?: string; is_public?: boolean } = {}): Promise<BuiltTeam> {
  const req = api
    .http()
    .post('/api/v1/teams')
    .set(bearer(captain.token))
    .field('name', fields.name ?? uniqueName('Команда'));
  if (fields.is_public !== undefined) void req.field('is_public', String(fields.is_public));
  return (await req.expect(201)).body as BuiltTeam;
}
