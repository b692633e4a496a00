import { describe, expect, it } from 'vitest';
import { eventually, startTestApi } from '@fanhub/testing';

describe('a quick start and stop', () => {
  it('leaves no unhandled rejection behind, even when closed before the adapter has subscribed', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    const sockets = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
    const before = sockets();
    process.on('unhandledRejection', onUnhandled);
    try {
      for (let i = 0; i < 8; i++) {
        const t = await startTestApi();
        await t.close();
      }
      // A command fired without a handler is rejected when its connection closes. The adapter's
      // stream reader closes its connection when its blocking read returns (within its 5 s block);
      // once every connection the nodes opened is gone, nothing is left that could reject later.
      await eventually(() => sockets() <= before, 15_000);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
