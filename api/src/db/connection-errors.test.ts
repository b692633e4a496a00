import { createServer, type Socket } from 'node:net';
import express from 'express';
import pg from 'pg';
import pino from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors.ts';
import { isConnectionError } from './connection-errors.ts';

/**
 * A loopback server that speaks just enough of the PostgreSQL protocol to let a client connect
 * (AuthenticationOk, ReadyForQuery), then drops every connection: what a terminated backend looks
 * like to the driver. PGlite has no connection to lose, so this runs on both passes.
 */
async function droppingServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('data', () => socket.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49])));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    port,
    dropAll: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise((r) => server.close(r)),
  };
}

/** The errors node-postgres itself raises for a connection that is gone: none carries a SQLSTATE. */
async function driverErrors(): Promise<Error[]> {
  const server = await droppingServer();
  const errors: Error[] = [];
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'x', database: 'x' });
  const lost = new Promise<Error>((resolve) => client.once('error', resolve));
  await client.connect();
  server.dropAll();
  errors.push(await lost); // "Connection terminated unexpectedly"
  await client.query('select 1').catch((err: Error) => errors.push(err)); // "…connection error and is not queryable"
  await server.close();
  const refused = new pg.Pool({ host: '127.0.0.1', port: server.port, user: 'x', database: 'x', max: 1 });
  await refused.query('select 1').catch((err: Error) => errors.push(err)); // ECONNREFUSED
  await refused.end();
  await refused.query('select 1').catch((err: Error) => errors.push(err)); // after end(): our own shutdown, not a loss
  return errors;
}

describe('database connection errors without a SQLSTATE', () => {
  it('are recognised, also wrapped the way drizzle wraps them', async () => {
    const [terminated, notQueryable, refused, poolEnded] = await driverErrors();
    expect(notQueryable!.message).toBe('Client has encountered a connection error and is not queryable');
    expect(terminated!.message).toBe('Connection terminated unexpectedly');
    expect((refused as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    for (const err of [terminated!, notQueryable!, refused!]) {
      expect(isConnectionError(err)).toBe(true);
      expect(isConnectionError(new Error('Failed query: begin', { cause: err }))).toBe(true);
    }
    expect(poolEnded!.message).toBe('Cannot use a pool after calling end on the pool');
    expect(isConnectionError(poolEnded)).toBe(false);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('boom'))).toBe(false);
  });

  it('answer 503 with Retry-After, not 500', async () => {
    const [, notQueryable] = await driverErrors();
    const app = express();
    app.get('/', () => {
      throw new Error('Failed query: insert into "users" …', { cause: notQueryable });
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const res = await supertest(app).get('/').expect(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body.code).toBe('database_unavailable');
    // A write that reached a standby during a failover (SQLSTATE 25006) is just as temporary.
    const readOnly = express();
    readOnly.get('/', () => {
      throw new Error('Failed query: insert …', { cause: Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }) });
    });
    readOnly.use(errorHandler(pino({ level: 'silent' })));
    expect((await supertest(readOnly).get('/').expect(503)).headers['retry-after']).toBe('2');
  });
});
