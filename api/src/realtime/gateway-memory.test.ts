import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eventually, useTestApi } from '@fanhub/testing';

const t = useTestApi();

// A full collection on demand (the test runner's workers start without --expose-gc).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('socket memory', () => {
  it('lets the upgrade request go once the socket is connected, while the connection stays open', async () => {
    const collected = new Set<number>();
    const registry = new FinalizationRegistry<number>((n) => collected.add(n));
    let upgrades = 0;
    // Every upgrade request is watched (this middleware runs after the gateway's own).
    t.api.gateway.io.engine.use((req: IncomingMessage, _res: unknown, next: () => void) => {
      registry.register(req, upgrades++);
      next();
    });
    const u = await t.signedInUser();
    const sockets = [await t.socket(u.token), await t.socket(), await t.socket()];
    expect(sockets.every((s) => s.connected)).toBe(true);
    // A collection queues the finalizers; they run as a task of their own, so each check sees
    // those of the collection before it (eventually's pause between checks lets them run).
    await eventually(() => {
      gc();
      return upgrades === sockets.length && collected.size === sockets.length;
    });
    expect(sockets.every((s) => s.connected)).toBe(true);
  });
});
