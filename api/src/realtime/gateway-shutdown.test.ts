import { describe, expect, it } from 'vitest';
import { startTestApi } from '@fanhub/testing';

describe('a quick start and stop', () => {
  it('leaves no unhandled rejection behind, even when closed before the adapter has subscribed', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      for (let i = 0; i < 8; i++) {
        const t = await startTestApi();
        await t.close();
      }
      // A late rejection has no event of its own: give the closed clients' timers a moment to fire.
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
