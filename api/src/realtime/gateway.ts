import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';
import { Room, roomsFor, type AppEvent } from '@fanhub/shared';
import type { AppContext } from '../context.ts';
import { resolveToken } from '../modules/auth/sessions.ts';
import type { Redis } from '../runtime/redis.ts';
import { quietForAdapter } from './quiet-redis.ts';

export interface SocketData {
  userId?: number;
  sessionId?: string;
  isAdmin?: boolean;
}

const sessionRoom = (sid: string) => `session:${sid}`;

/**
 * The Socket.IO gateway. The token is checked once at handshake; a socket without a valid one
 * joins only `public`. The Redis streams adapter carries emits between API nodes and lets a socket
 * that was away briefly recover the events it missed.
 */
export function createGateway(ctx: AppContext, httpServer: HttpServer, adapterRedis: Redis) {
  const io = new Server<Record<string, never>, Record<string, (e: unknown) => void>, Record<string, never>, SocketData>(httpServer, {
    path: '/socket.io',
    serveClient: false,
    adapter: createAdapter(quietForAdapter(adapterRedis), { streamName: ctx.keys.socketIo, sessionKeyPrefix: `${ctx.keys.prefix}sio:session:` }),
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
  });

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token) {
      try {
        const auth = await resolveToken(ctx, token);
        socket.data.userId = auth.user.id;
        socket.data.sessionId = auth.sessionId;
        socket.data.isAdmin = auth.user.role === 'admin' || auth.user.isSuperuser;
      } catch (err) {
        // Not fatal: the socket stays anonymous and the client learns its token is no good.
        socket.data.userId = undefined;
        queueMicrotask(() => socket.emit('auth.failed', { detail: (err as Error).message }));
      }
    }
    next();
  });

  io.on('connection', (socket) => {
    if (socket.recovered) return;
    const rooms: string[] = [Room.public];
    if (socket.data.userId !== undefined) rooms.push(Room.user(socket.data.userId), sessionRoom(socket.data.sessionId!));
    if (socket.data.isAdmin) rooms.push(Room.admins);
    void socket.join(rooms);
  });

  /** Handler for the `realtime` consumer group: each event reaches its rooms on every node, once. */
  async function deliver(event: AppEvent): Promise<void> {
    const first = await ctx.redis.set(ctx.keys.realtimeSeen(event.id), '1', 'EX', 24 * 3600, 'NX');
    if (first !== 'OK') return;
    io.to(roomsFor(event)).emit(event.type, event);
    if (event.type === 'user.logged_out') io.in(sessionRoom(event.payload.sessionId)).disconnectSockets(true);
  }

  return { io, deliver };
}
export type Gateway = ReturnType<typeof createGateway>;
