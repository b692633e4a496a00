import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import { isIP } from 'node:net';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import { can, effectsOf, Room, roomsFor, type Actor, type AppEvent, type RoomSubject } from '@fanhub/shared';
import type { AppContext } from '../context.ts';
import { resolveToken } from '../identity/index.ts';
import type { Redis } from '../runtime/redis.ts';
import { quietForAdapter } from './quiet-redis.ts';

export interface SocketData {
  userId?: number;
  sessionId?: string;
  /** The rooms its handshake's identity may join (`roomsOf`). */
  rooms?: string[];
}

/**
 * The rooms a socket of this (checked) actor belongs in: each one `can(actor, 'realtime.join', room)`
 * allows (shared/src/authz/actions/realtime.ts); `teamIds` are the actor's teams. Not `public`: every
 * socket may hear a public event, so those go to all sockets (see `deliver`), and no socket pays a
 * room entry for it.
 */
function roomsOf(actor: Actor, sessionId: string, teamIds: readonly number[]): string[] {
  const rooms: string[] = [];
  const mayJoin = (room: RoomSubject) => can(actor, 'realtime.join', room);
  if (mayJoin({ room: 'user', userId: actor.id })) rooms.push(Room.user(actor.id), Room.session(sessionId));
  if (mayJoin({ room: 'admins' })) rooms.push(Room.admins);
  for (const teamId of teamIds) if (mayJoin({ room: 'team', teamId, memberOf: teamIds })) rooms.push(Room.team(teamId));
  return rooms;
}

/**
 * A handshake's Origin: absent (not a browser), the configured PUBLIC_URL, or the page's own host
 * (same origin, also behind the dev proxy). Anything else is refused. A browser handshake (one
 * with an Origin) must also be addressed to one of our hosts: with DNS rebinding a foreign name
 * resolves to this server, and the page's Origin and Host then both name it, which the same-origin
 * rule alone would let through.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string): boolean {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    const pub = new URL(publicUrl);
    if (!ourHost(host, pub)) return false;
    return o.origin === pub.origin || o.host === host;
  } catch {
    return false;
  }
}

/**
 * A Host header that can only name this server: PUBLIC_URL's host name (any port: a proxy may
 * keep or drop it), `localhost`, or an IP address (there is no name to rebind). Browsers always
 * send Host.
 */
function ourHost(host: string | undefined, pub: URL): boolean {
  if (!host) return false;
  const name = new URL(`http://${host}`).hostname;
  return name === pub.hostname || name === 'localhost' || isIP(name.replace(/^\[(.*)\]$/, '$1')) !== 0;
}

/** How long an event's delivery claim is kept: longer than any redelivery of its stream entry. */
const SEEN_TTL_SECONDS = 24 * 3600;
/** Ids of events sent at their commit kept until their stream copy is read (a burst's worth). */
const SENT_AT_COMMIT_KEPT = 10_000;

/** What the gateway asks of the areas, passed in by the composition root (server.ts): realtime/ imports no area. */
export interface GatewayPorts {
  /** The teams a member belongs to: their sockets join those teams' rooms. */
  teamIdsOf(userId: number): Promise<number[]>;
}

/**
 * The Socket.IO gateway. The token is checked once at handshake; a socket without a valid one
 * joins only `public`. The Redis streams adapter carries emits between API nodes and lets a socket
 * that was away briefly recover the events it missed.
 */
export function createGateway(ctx: AppContext, httpServer: HttpServer, adapterRedis: Redis, ports: GatewayPorts) {
  const io = new Server<Record<string, never>, Record<string, (e: unknown) => void>, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Events are small JSON: deflating each frame costs CPU per socket and a zlib context per
    // connection, and saves little. Polling answers (the fallback) are compressed from 1 KB, as by default.
    perMessageDeflate: false,
    httpCompression: { threshold: 1024 },
    // Clients only send the handshake (a token) and pongs: a small cap bounds what one socket may buffer.
    maxHttpBufferSize: 16 * 1024,
    adapter: createAdapter(quietForAdapter(adapterRedis), { streamName: ctx.keys.socketIo, sessionKeyPrefix: `${ctx.keys.prefix}sio:session:` }),
    // The token is checked again when a socket recovers: its session may have ended meanwhile.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    // A browser on another site must not open a socket with a visitor's cookies or token.
    allowRequest: (req, done) => done(null, originAllowed(req.headers.origin, req.headers.host, ctx.config.PUBLIC_URL)),
  });

  // Engine.IO answers a WebSocket upgrade through a stand-in response that holds the upgrade request
  // and is itself held by the TCP socket's `close` listener, so the request (its headers, parser
  // state: ~2.4 KB) lives as long as the connection. Noted here, released once the socket is connected.
  const upgradeResponses = new WeakMap<IncomingMessage, { req?: unknown }>();
  io.engine.use((req: IncomingMessage, res: object, next: () => void) => {
    if (!(res instanceof ServerResponse)) upgradeResponses.set(req, res);
    next();
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    // Identity comes from this handshake's token alone (also for a recovered socket, whose old data
    // came back with its session).
    socket.data = {};
    if (typeof token === 'string' && token) {
      try {
        const auth = await resolveToken(ctx, token);
        const teamIds = await ports.teamIdsOf(auth.user.id);
        socket.data = { userId: auth.user.id, sessionId: auth.sessionId, rooms: roomsOf(auth.user, auth.sessionId, teamIds) };
      } catch (err) {
        // Not fatal: the socket stays anonymous and the client learns its token is no good.
        queueMicrotask(() => socket.emit('auth.failed', { detail: (err as Error).message }));
      }
    }
    next();
  });

  io.on('connection', (socket) => {
    // Identity is settled: the upgrade request (its headers and parser state) is not needed any more.
    dropHandshakeRequest(socket, upgradeResponses);
    const rooms = socket.data.rooms ?? [];
    if (socket.recovered) {
      // Its rooms came back with the session, but the token was checked again: a session that ended
      // (or an admin no longer admin) keeps only what it is still allowed.
      for (const room of socket.rooms) if (room !== socket.id && !rooms.includes(room)) void socket.leave(room);
      return;
    }
    if (rooms.length) void socket.join(rooms);
  });

  /** An event to its rooms on every node (through the adapter), its effects on their sockets followed. */
  function broadcast(event: AppEvent): void {
    const rooms = roomsFor(event);
    // Encoded once per broadcast by the adapter (one pre-framed WebSocket message for all sockets).
    // A public event goes to every socket: no room lookup, no per-broadcast set of socket ids.
    if (rooms.includes(Room.public)) io.emit(event.type, event);
    else io.to(rooms).emit(event.type, event);
    followEffects(io, event);
    ctx.metrics?.eventSent(event);
  }

  /** Events sent at their commit (`deliverCommitted`) whose copy this node's realtime consumer has not read yet. */
  const sentAtCommit = new Set<string>();

  /**
   * An event this node has just committed, sent at once: not after the relay's transaction, the
   * realtime group's read and a claim's round trip, each of which waits its turn behind the
   * visitors' requests on this event loop. Only where every commit passes here in commit order (the
   * embedded database, server.ts): elsewhere an event could overtake one committed earlier by another
   * process. The claim goes out with the broadcast, ahead of the relay's publish, so the group's copy
   * (on this node or another) finds it and stops; Redis away: the group delivers it once it is back.
   */
  function deliverCommitted(event: AppEvent): void {
    if (ctx.redis.status !== 'ready') return;
    sentAtCommit.add(event.id);
    // Bounded: a copy another node's consumer read never comes back here.
    if (sentAtCommit.size > SENT_AT_COMMIT_KEPT) sentAtCommit.delete(sentAtCommit.values().next().value!);
    ctx.redis.set(ctx.keys.realtimeSeen(event.id), '1', 'EX', SEEN_TTL_SECONDS, 'NX').catch(() => undefined);
    broadcast(event);
  }

  /** Handler for the `realtime` consumer group: each event reaches its rooms on every node, once. */
  async function deliver(event: AppEvent): Promise<void> {
    if (sentAtCommit.delete(event.id)) return;
    const first = await ctx.redis.set(ctx.keys.realtimeSeen(event.id), '1', 'EX', SEEN_TTL_SECONDS, 'NX');
    if (first !== 'OK') return;
    broadcast(event);
  }

  /** Tells this node's open pages to ask again, as they do after a reconnect of their own. */
  const resync = () => io.local.emit('resync', { at: new Date().toISOString() });

  return { io, deliver, deliverCommitted, resync };
}
/**
 * Sessions, roles and team membership reach open sockets at once, on every node (through the
 * adapter), as the event's catalogue entry declares: an ended session's sockets are disconnected
 * (all of a user's when no session is named); moved sockets join or leave rooms.
 */
function followEffects(io: Server, event: AppEvent): void {
  const { endsSessions, moves = [] } = effectsOf(event);
  if (endsSessions) {
    const { userId, sessionId } = endsSessions;
    io.in(sessionId ? Room.session(sessionId) : Room.user(userId)).disconnectSockets(true);
  }
  for (const { sockets, room, action } of moves) {
    if (action === 'join') io.in(sockets).socketsJoin(room);
    else io.in(sockets).socketsLeave(room);
  }
}

/**
 * Engine.IO keeps the request that opened the session for the socket's lifetime (on the session,
 * and for a WebSocket also on the upgrade's stand-in response), and Socket.IO's `handshake` its
 * headers and query; nothing reads them after `allowRequest` and the middleware. Measured with
 * bench/fanout: ~2.4 KB of the ~12 KB a connection costs.
 */
function dropHandshakeRequest(
  socket: { conn: { request: IncomingMessage | undefined }; handshake: { headers: object; query: object } },
  upgradeResponses: WeakMap<IncomingMessage, { req?: unknown }>,
): void {
  const upgrade = socket.conn.request && upgradeResponses.get(socket.conn.request);
  if (upgrade) upgrade.req = undefined;
  socket.conn.request = undefined;
  socket.handshake.headers = {};
  socket.handshake.query = {};
}

export type Gateway = ReturnType<typeof createGateway>;
