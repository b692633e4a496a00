import { describe, expect, it } from 'vitest';
import { collect, everythingDelivered, useTestApi, waitForSocketEvent } from '@fanhub/testing';

const t = useTestApi();
const onPostgres = Boolean(process.env.DATABASE_URL);

describe('an event committed by this node', () => {
  it.skipIf(onPostgres)('embedded database: reaches open pages at its commit, before the relay publishes it, and once', async () => {
    const admin = await t.signedInUser({ admin: true });
    const socket = await t.socket(admin.token);
    const seen = collect(socket, 'user.registered');
    // Nothing reaches the Redis stream while the relay is stopped: only the commit itself can tell the socket.
    await t.api.relay.stop();
    const arrived = waitForSocketEvent(socket, 'user.registered');
    const member = await t.register();
    expect(await arrived).toMatchObject({ payload: { userId: member.id } });

    // The relay publishes it afterwards; the realtime group's copy goes to nobody.
    t.api.relay.start();
    await everythingDelivered(t, admin.token, [socket]);
    expect(seen.filter((e) => e.payload.userId === member.id)).toHaveLength(1);
  });

  it.runIf(onPostgres)('PostgreSQL (other processes commit too): reaches open pages through the relay, once', async () => {
    const admin = await t.signedInUser({ admin: true });
    const socket = await t.socket(admin.token);
    const seen = collect(socket, 'user.registered');
    await t.api.relay.stop();
    const member = await t.register();
    expect(seen.filter((e) => e.payload.userId === member.id)).toEqual([]);
    t.api.relay.start();
    await everythingDelivered(t, admin.token, [socket]);
    expect(seen.filter((e) => e.payload.userId === member.id)).toHaveLength(1);
  });
});
