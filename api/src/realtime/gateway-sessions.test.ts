import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, collect, eventually, everythingDelivered, useTwoNodes, waitForSocketEvent, type TestApi } from '@fanhub/testing';

// Two API nodes on one database and Redis; the change is committed on A, the socket lives on B.
const { a, b } = useTwoNodes();

const commit = (fn: Parameters<TestApi['api']['ctx']['outbox']['transact']>[0]) => a.api.ctx.outbox.transact(fn);

describe('session-ending and role-changing events reach open sockets on every node', () => {
  it("a blocked user's sockets on the other node are disconnected within 1 s", async () => {
    const u = await a.signedInUser();
    const socket = await b.socket(u.token);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await commit(async (_tx, emit) => void emit('user.blocked', { userId: u.id, username: u.username }, null));
    expect(await gone).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("a demoted admin's socket leaves the admins room; a promoted user's joins it", async () => {
    const editor = await buildAdmin(a); // makes the closing public event; stays admin throughout
    const admin = await buildAdmin(a);
    const user = await buildUser(a);
    const adminSocket = await b.socket(admin.token);
    const userSocket = await b.socket(user.token);
    const adminSaw = collect(adminSocket, 'user.registered');
    const userSaw = collect(userSocket, 'user.registered');

    await commit(async (_tx, emit) => {
      emit('user.role_changed', { userId: admin.id, username: admin.username, role: 'user', previousRole: 'admin', isAdmin: false }, null);
      emit('user.role_changed', { userId: user.id, username: user.username, role: 'admin', previousRole: 'user', isAdmin: true }, null);
    });
    await waitForSocketEvent(userSocket, 'user.role_changed');
    await a.register();
    await eventually(() => userSaw.length === 1, 1000);
    // Node B emitted it to the admins room; had the demoted socket stayed there, it went out too.
    await everythingDelivered(a, editor.token, [adminSocket]);
    expect(adminSaw).toHaveLength(0);
  });
});
