import { WebSocket, type RawData } from 'ws';
import type { Logger } from '../../../runtime/logger.ts';
import { EventSubPayload, streamNotification, type EventSubSubscription, type StreamNotification } from './messages.ts';

/** Silence allowed beyond keepalive_timeout_seconds before the connection counts as lost. */
const KEEPALIVE_GRACE_MS = 3_000;
/** Twitch sends session_welcome at once; a connection that has not said anything by then is dead. */
const WELCOME_TIMEOUT_SECONDS = 10;

interface Message {
  metadata?: { message_id?: string; message_type?: string };
  payload?: { session?: { id?: string; keepalive_timeout_seconds?: number | null; reconnect_url?: string | null } } & Record<string, unknown>;
}

/** What one EventSub WebSocket connection tells its owner. */
export interface EventSubSocketEvents {
  /** session_welcome: a new session subscribes now (a moved one keeps its subscriptions). */
  welcome(sessionId: string): void;
  /** session_reconnect: Twitch asks for a new connection to `url`; this one stays until the new one's welcome. */
  reconnect(url: string): void;
  /** A stream.online/offline notification; Twitch delivers at least once, so `messageId` may come again. */
  notification(messageId: string, notification: StreamNotification): void;
  /** Twitch revoked a subscription of this session. */
  revocation(subscription: EventSubSubscription | undefined): void;
  /** The connection ended: closed by either side, lost, or silent past its keepalive. */
  closed(): void;
}

export interface EventSubSocket {
  /** A closing handshake. */
  close(): void;
  /** At once, without a handshake. */
  terminate(): void;
}

/**
 * One connection to the EventSub WebSocket transport (`wss://eventsub.wss.twitch.tv/ws`, or the
 * session_reconnect address): reads Twitch's messages and tells `on`; a connection that stays
 * silent past keepalive_timeout_seconds (plus a grace), or says nothing before its welcome, is
 * ended. Subscribing, deduplicating and reconnecting are the owner's.
 */
export function openEventSubSocket(url: string, on: EventSubSocketEvents, logger: Logger): EventSubSocket {
  const ws = new WebSocket(url, { handshakeTimeout: WELCOME_TIMEOUT_SECONDS * 1000 });
  let silence: NodeJS.Timeout | null = null;
  let keepalive = WELCOME_TIMEOUT_SECONDS;
  const armSilence = () => {
    if (silence) clearTimeout(silence);
    silence = setTimeout(
      () => {
        logger.warn('EventSub session silent past its keepalive: reconnecting');
        ws.terminate();
      },
      keepalive * 1000 + KEEPALIVE_GRACE_MS,
    );
  };
  // Until the welcome arrives, the silence timer doubles as its time-out.
  armSilence();

  ws.on('message', (data: RawData) => {
    let msg: Message;
    try {
      msg = JSON.parse(data.toString()) as Message;
    } catch {
      return logger.warn('EventSub sent a message that is not JSON');
    }
    const type = msg.metadata?.message_type;
    const session = msg.payload?.session;
    if (type === 'session_welcome') keepalive = session?.keepalive_timeout_seconds ?? keepalive;
    armSilence();
    if (type === 'session_welcome') on.welcome(session?.id ?? '');
    else if (type === 'session_reconnect' && session?.reconnect_url) on.reconnect(session.reconnect_url);
    else if (type === 'notification' || type === 'revocation') {
      const payload = EventSubPayload.safeParse(msg.payload);
      if (type === 'revocation') return on.revocation(payload.success ? payload.data.subscription : undefined);
      const id = msg.metadata?.message_id;
      if (!payload.success) return logger.warn({ id }, 'EventSub sent a notification we cannot read');
      const notification = streamNotification(payload.data);
      if (id && notification) on.notification(id, notification);
    }
  });
  ws.on('error', (err) => logger.debug({ err }, 'EventSub connection error'));
  ws.on('close', () => {
    if (silence) clearTimeout(silence);
    on.closed();
  });
  return {
    close: () => ws.close(),
    terminate: () => {
      if (silence) clearTimeout(silence);
      ws.terminate();
    },
  };
}
