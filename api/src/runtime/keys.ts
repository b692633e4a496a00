/**
 * Every Redis key this project uses, under one prefix (REDIS_PREFIX, or one derived from the
 * install). `install` also names the Socket.IO adapter's stream: two installs misconfigured onto
 * one prefix still never broadcast to each other's sockets.
 */
export function redisKeys(prefix: string, install = '') {
  return {
    prefix,
    install,
    events: `${prefix}events`,
    /** The install id that owns this prefix (see prefix-owner.ts). */
    installOwner: `${prefix}install`,
    socketIo: install ? `${prefix}socket.io:${install}` : `${prefix}socket.io`,
    realtimeSeen: (eventId: string) => `${prefix}realtime:seen:${eventId}`,
    loginByAccount: `${prefix}rl:login:account`,
    loginByAddress: `${prefix}rl:login:address`,
    loginByDevice: `${prefix}rl:login:device`,
    otpByAccount: `${prefix}rl:otp:account`,
    workerHeartbeat: (id: string) => `${prefix}workers:heartbeat:${id}`,
    workerHeartbeatPattern: `${prefix}workers:heartbeat:*`,
    bullPrefix: `${prefix}bull`,
    /** EventSub message ids already applied (WebSocket and webhook share them: at-least-once delivery). */
    eventsubSeen: (messageId: string) => `${prefix}eventsub:seen:${messageId}`,
    /** Held by the one worker replica that keeps the EventSub WebSocket session. */
    eventsubLock: `${prefix}eventsub:ws-lock`,
    /** Held by the one worker replica that polls Telegram's getUpdates (Telegram allows one poller). */
    telegramLock: `${prefix}telegram:poll-lock`,
  };
}
export type RedisKeys = ReturnType<typeof redisKeys>;
