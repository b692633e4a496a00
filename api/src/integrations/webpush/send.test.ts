import webpush from 'web-push';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakePush, useFake } from '@fanhub/testing';
import { createPushSender, PushEndpointRefused, PushSubscriptionGone } from './send.ts';

const push = useFake(() => startFakePush());
const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.org' };
const target = (s: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({ endpoint: s.endpoint, ...s.keys });
const msg = { payload: { title: 'Стрим начался' }, ttl: 60, urgency: 'high' as const, topic: 'live-1' };

beforeAll(() => push.trust());

describe('the push sender', () => {
  it('sends what the service can verify (VAPID) and decrypt (aes128gcm), with TTL, Urgency and Topic', async () => {
    const sender = createPushSender(keys, { maxSockets: 4, allowPrivate: true, timeoutMs: 2000 });
    await sender.send(target(push.subscription('ok')), msg);
    sender.close();
    expect(push.to('ok')).toEqual([expect.objectContaining({ payload: { title: 'Стрим начался' }, ttl: 60, urgency: 'high', topic: 'live-1' })]);
  });

  it('answers 404/410 with PushSubscriptionGone at once, and tries a 429 again', async () => {
    const sender = createPushSender(keys, { maxSockets: 4, allowPrivate: true, timeoutMs: 2000 });
    for (const status of [404, 410] as const) {
      const err = await sender.send(target(push.subscription(`gone-${status}`, status)), msg).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PushSubscriptionGone);
      expect(push.rejected.filter((r) => r.name === `gone-${status}`)).toHaveLength(1);
    }
    const limited = push.subscription('limited', 429);
    const sending = sender.send(target(limited), msg);
    // After the first 429 the service takes it again.
    await expect.poll(() => push.rejected.filter((r) => r.name === 'limited').length).toBe(1);
    push.answer('limited', 201);
    await sending;
    expect(push.to('limited')).toHaveLength(1);
    sender.close();
  });

  it('refuses at connect time a host that resolves to a private address (unless allowed)', async () => {
    const sender = createPushSender(keys, { maxSockets: 4, allowPrivate: false, timeoutMs: 2000 });
    const s = push.subscription('rebound');
    const err = await sender.send(target({ ...s, endpoint: s.endpoint.replace('127.0.0.1', 'localhost') }), msg).catch((e: unknown) => e);
    sender.close();
    expect(err).toBeInstanceOf(PushEndpointRefused);
    expect(push.to('rebound')).toHaveLength(0);
  });

  it('refuses at send time an endpoint whose host is a non-public IP literal (no lookup happens for those)', async () => {
    const sender = createPushSender(keys, { maxSockets: 4, allowPrivate: false, timeoutMs: 2000 });
    const s = push.subscription('literal');
    for (const host of ['127.0.0.1', '[::7f00:1]', '[::ffff:127.0.0.1]']) {
      const err = await sender.send(target({ ...s, endpoint: s.endpoint.replace('127.0.0.1', host) }), msg).catch((e: unknown) => e);
      expect(err, host).toBeInstanceOf(PushEndpointRefused);
    }
    sender.close();
    expect(push.to('literal')).toHaveLength(0);
  });
});
