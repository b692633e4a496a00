import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { PROFILE_MSG } from '@fanhub/shared';
import { bearer, useTestApi } from '@fanhub/testing';
import { holdRow, rowGateDatabase } from '@fanhub/testing/row-gate.ts';

/** Turning two-factor on decides on the row it writes (docs/decisions/0023-decide-under-the-row-you-write.md). */
const t = useTestApi();
const url = rowGateDatabase('two-factor.races');

async function setUp() {
  const u = await t.register();
  const token = await t.login(u.email, u.password);
  const first = (await t.http().post('/api/v1/auth/2fa/setup').set(bearer(token)).expect(200)).body.secret as string;
  return { u, token, first };
}

describe('turning two-factor on while another tab sets it up again', () => {
  it.runIf(url)('PostgreSQL, the new setup lands between the check and the write: the enable is refused, 2FA stays off', async () => {
    const { u, token, first } = await setUp();
    const gate = await holdRow((t.database as { url: string }).url, 'users', u.id);
    // The second setup queues on the member's row first; the enable checks its code against the
    // secret it can still read (the first), then queues behind the setup.
    const again = t
      .http()
      .post('/api/v1/auth/2fa/setup')
      .set(bearer(token))
      .then((r) => r);
    await gate.waiters(1);
    const enable = t
      .http()
      .post('/api/v1/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: await generate({ secret: first }) })
      .then((r) => r);
    await gate.waiters(2);
    await gate.release();
    const [setupAnswer, enableAnswer] = await Promise.all([again, enable]);
    expect(setupAnswer.status).toBe(200);
    expect([enableAnswer.status, enableAnswer.body.code, enableAnswer.body.detail]).toEqual([409, 'two_factor_set_up_again', PROFILE_MSG.twoFactorSetUpAgain]);
    const me = (await t.http().get('/api/v1/auth/me').set(bearer(token)).expect(200)).body as { two_factor_enabled?: boolean };
    expect(me.two_factor_enabled ?? false).toBe(false);
    // The code of the new secret turns it on.
    const second = setupAnswer.body.secret as string;
    await t
      .http()
      .post('/api/v1/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: await generate({ secret: second }) })
      .expect(200);
  });

  it('two enables at once with the same right code: one turns it on, the other is told it is on already', async () => {
    const { token, first } = await setUp();
    const code = await generate({ secret: first });
    const answers = await Promise.all([0, 1].map(() => t.http().post('/api/v1/auth/2fa/enable').set(bearer(token)).send({ code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
