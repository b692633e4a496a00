import { describe, expect, it } from 'vitest';
import { collect, everythingDelivered, useTestApi } from '@fanhub/testing';

const t = useTestApi();

describe('an event committed by this node', () => {
  it('reaches open pages at its commit on the embedded database (through the relay on PostgreSQL, where other processes commit too), and once', async () => {
    const embedded = t.database.kind === 'pglite';
    const admin = await t.signedInUser({ admin: true });
    const socket = await t.socket(admin.token);
    const seen = collect(socket, 'user.registered');
    // Nothing reaches the Redis stream while the relay is stopped: only the commit itself can tell the socket.
    await t.api.relay.stop();
    const member = await t.register();
    const mine = () => seen.filter((e) => e.payload.userId === member.id);
    if (embedded) await expect.poll(() => mine().length, { timeout: 2000 }).toBe(1);

    // The relay publishes it afterwards: on the embedded database the realtime group's copy goes to nobody.
    t.api.relay.start();
    await everythingDelivered(t, admin.token, [socket]);
    expect(mine()).toHaveLength(1);
  });
});
