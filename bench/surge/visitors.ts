/**
 * The load process of bench/surge: N visitors arriving evenly over a window, each doing what a
 * browser does after the go-live push: `/`, then the initial JS and CSS and the two first API
 * answers at once (page ready when all are answered), then a Socket.IO connection, held until the
 * end. Each visitor has its own keep-alive agent (a browser's six connections), so nothing is shared
 * between visitors. Bodies are read, never decoded: what is timed is the server. Driven over IPC.
 */
import { Agent, get, type AgentOptions, type ClientRequestArgs } from 'node:http';
import { createConnection } from 'node:net';
import { io, type Socket } from 'socket.io-client';

export interface SurgePlan {
  /** Where the page, its assets and the API answers are fetched. */
  origin: string;
  /** Paths fetched after `/`, all at once. */
  paths: string[];
  /** Where the socket connects (ours, or the bare Socket.IO anchor). */
  socketUrl: string;
  /** This process's own loopback address (127.0.0.x), its visitors' connections come from (see `VisitorAgent`). */
  localAddress: string;
  /** This process's visitors, arriving evenly over `windowMs` after `startMs`. */
  visitors: number;
  windowMs: number;
  startMs: number;
  /** The event whose delivery is timed (by its `occurredAt`). */
  event: string;
  /** Visits made (one after another, not counted) before the window opens: see `warmUp`. */
  warmUpVisits: number;
}

export interface SurgeResult {
  pageReadyMs: number[];
  connectMs: number[];
  deliveryMs: number[];
  errors: number;
  errorSamples: string[];
  bytes: number;
}

const send = (m: unknown) => process.send!(m);

/** The local ports this process gives its connections, in turn: one run uses far fewer. */
const FIRST_PORT = 20_000;
const LAST_PORT = 65_000;

/**
 * An agent whose connections come from this process's own loopback address, each from a local port
 * the process picks itself. As 3 000 browsers hold ~20 000 connections, all from one address to
 * one server port the kernel searched its ~28 000 ephemeral ports for a free one on every
 * connect() (binding the address and letting the kernel pick did the same search): 2.6 ms a
 * connection, and the load, not the server, set the pace. Real visitors come from their own
 * addresses; a process here speaks for a few hundred of them.
 */
class VisitorAgent extends Agent {
  private static port = FIRST_PORT;
  private readonly localAddress: string;

  constructor(localAddress: string, options: AgentOptions) {
    super(options);
    this.localAddress = localAddress;
  }

  override createConnection(options: ClientRequestArgs) {
    if (VisitorAgent.port > LAST_PORT) VisitorAgent.port = FIRST_PORT;
    return createConnection({ host: options.host ?? undefined, port: Number(options.port), localAddress: this.localAddress, localPort: VisitorAgent.port++ });
  }
}

/**
 * One GET. A keep-alive connection the server closed as the request went out (it closes idle ones
 * when it runs short of them) fails before any answer: that is retried once on a new connection,
 * as browsers do (RFC 9112 §9.3.1 lets a client retry an idempotent request).
 */
function fetchOne(agent: Agent, url: string, retried = false): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = get(url, { agent, headers: { 'Accept-Encoding': 'br, gzip', 'User-Agent': 'fanhub-surge' } }, (res) => {
      answered = true;
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: time-out`)));
    req.on('error', (err: NodeJS.ErrnoException) => {
      const closedUnderIt = !answered && req.reusedSocket && (err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.message === 'socket hang up');
      if (closedUnderIt && !retried) fetchOne(agent, url, true).then(resolve, reject);
      else reject(err);
    });
  });
}

async function run(plan: SurgePlan): Promise<SurgeResult> {
  const result: SurgeResult = { pageReadyMs: [], connectMs: [], deliveryMs: [], errors: 0, errorSamples: [], bytes: 0 };
  const sockets: Socket[] = [];
  const agents: Agent[] = [];
  const fail = (err: unknown) => {
    result.errors++;
    if (result.errorSamples.length < 5) result.errorSamples.push((err as Error).message);
  };
  // BENCH_SURGE_TRACE: how far the visitors got, every 5 s (a load that falls behind shows here).
  const stage = { arrived: 0, pageReady: 0, connected: 0, failed: 0 };
  if (process.env.BENCH_SURGE_TRACE) setInterval(() => console.error(`surge visitors (pid ${process.pid}): ${JSON.stringify(stage)}`), 5000).unref();
  /** One visitor; `counted` false: a warm-up visit (nothing recorded, its socket closed once connected). */
  const visit = async (counted = true) => {
    if (counted) stage.arrived++;
    const agent = new VisitorAgent(plan.localAddress, { keepAlive: true, maxSockets: 6 });
    agents.push(agent);
    const t0 = performance.now();
    try {
      // Awaited first, then added: `bytes += await …` reads the sum before the wait and loses what
      // the other visitors added meanwhile.
      const page = await fetchOne(agent, `${plan.origin}/`);
      const sizes = await Promise.all(plan.paths.map((p) => fetchOne(agent, `${plan.origin}${p}`)));
      if (counted) {
        result.bytes += page + sizes.reduce((a, b) => a + b, 0);
        result.pageReadyMs.push(performance.now() - t0);
        stage.pageReady++;
      }
    } catch (err) {
      stage.failed++;
      return fail(err);
    }
    const t1 = performance.now();
    // engine.io-client hands `agent` on to its WebSocket (its types say string | boolean).
    const fromAddress: object = { agent: new VisitorAgent(plan.localAddress, { keepAlive: false }) };
    const socket = io(plan.socketUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 30_000, ...fromAddress });
    // The first one per socket: a stream that flaps would send another, which is not what is timed.
    if (counted) socket.once(plan.event, (e: { occurredAt: string }) => result.deliveryMs.push(Date.now() - Date.parse(e.occurredAt)));
    await new Promise<void>((resolve) => {
      socket.once('connect', () => {
        if (counted) result.connectMs.push(performance.now() - t1);
        stage.connected += counted ? 1 : 0;
        resolve();
      });
      socket.once('connect_error', (err) => {
        stage.failed++;
        fail(err);
        resolve();
      });
    });
    if (counted) sockets.push(socket);
    else {
      socket.close();
      agent.destroy();
    }
  };
  await warmUp(plan, () => visit(false));
  const gap = plan.windowMs / plan.visitors;
  const started = performance.now() + plan.startMs;
  const visits: Promise<void>[] = [];
  for (let i = 0; i < plan.visitors; i++) {
    const due = started + i * gap;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    visits.push(visit());
  }
  await Promise.all(visits);
  send({ type: 'arrived' });
  // The parent says when the event has had its time to arrive everywhere.
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
  for (const s of sockets) s.close();
  for (const a of agents) a.destroy();
  return result;
}

/**
 * A fresh load process compiles its HTTP and socket.io-client code on its first visits: without
 * this the first second's visitors were slow against both servers alike (~50 of 3 000 over 15 ms),
 * which is the load generator's start, not a server's answer. A few visits first, uncounted (page
 * and API answers only: no socket is left open), then the parent opens every process's window at
 * once ('go'). The server they reach has been running, as it has when a stream starts.
 */
async function warmUp(plan: SurgePlan, visitUncounted: () => Promise<void>): Promise<void> {
  for (let i = 0; i < plan.warmUpVisits; i++) await visitUncounted();
  send({ type: 'warm' });
  await new Promise<void>((resolve) => process.once('message', () => resolve()));
}

process.once('message', (plan: SurgePlan) => {
  run(plan).then(
    (result) => send({ type: 'done', result }),
    (err: unknown) => send({ type: 'error', message: (err as Error).message }),
  );
});
