import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, eventually, startSecondNode, startTestApi, waitForSocketEvent, type TestApi } from '@fanhub/testing';

// Two API nodes on one database and Redis; the change is committed on A, the socket lives on B.
let a: TestApi;
let b: TestApi;
beforeAll(async () => {
  a = await startTestApi();
  b = await startSecondNode(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

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
    const admin = await a.signedInUser({ admin: true });
    const user = await a.signedInUser();
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
    await new Promise((r) => setTimeout(r, 200));
    expect(adminSaw).toHaveLength(0);
  });
});
