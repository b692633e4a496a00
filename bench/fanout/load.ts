/**
 * The load process of bench/fanout: holds N clients (Socket.IO or bare ws) to a loopback server and
 * reports, per event, the wall-clock time each client received it. Driven by its parent over IPC.
 */
import WebSocket from 'ws';

/** The wire protocol: Socket.IO (ours and the bare Socket.IO anchor) or plain WebSocket. */
type Kind = 'socketio' | 'ws';
type Command = { cmd: 'connect'; kind: Kind; url: string; n: number } | { cmd: 'close' };

const now = () => performance.timeOrigin + performance.now();
const send = (m: unknown) => process.send!(m);
let arrivals: number[] = [];
let sample = '';
let expected = 0;
let closers: (() => void)[] = [];

/**
 * Records the arrival time only: parsing 5 000 payloads here would time this process, not the
 * server. One event is in flight per round, so the round is done when every client has one.
 */
function received(text: string): void {
  arrivals.push(now());
  sample = text;
  if (arrivals.length === expected) {
    if (!sample.includes('"stream.went_live"')) send({ type: 'error', message: `unexpected message ${sample.slice(0, 80)}` });
    else send({ type: 'done', arrivals });
    arrivals = [];
  }
}

/**
 * Both kinds use the same client library (ws) and the same work per message, so the numbers
 * compare the servers, not socket.io-client against ws. For Socket.IO the client speaks the
 * Engine.IO v4 / Socket.IO v5 text protocol itself: open `0{…}` → `40` → `40{sid}`; ping `2` → `3`;
 * events arrive as `42["name",event]`.
 */
function connectOne(kind: Kind, url: string): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const target = kind === 'socketio' ? `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket` : url;
    const ws = new WebSocket(target, { perMessageDeflate: false });
    ws.once('error', reject);
    if (kind === 'ws') {
      ws.on('message', (data: Buffer) => received(data.toString()));
      ws.once('open', () => resolve(() => ws.close()));
      return;
    }
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('42')) received(text);
      else if (text === '2') ws.send('3');
      else if (text.startsWith('0')) ws.send('40');
      else if (text.startsWith('40')) resolve(() => ws.close());
      else if (text.startsWith('44')) reject(new Error(`refused: ${text}`));
    });
  });
}

process.on('message', (m: Command) => {
  void (async () => {
    if (m.cmd === 'connect') {
      expected = m.n;
      // Batches: thousands of simultaneous handshakes would only measure the accept queue.
      for (let i = 0; i < m.n; i += 250) {
        const batch = await Promise.all(Array.from({ length: Math.min(250, m.n - i) }, () => connectOne(m.kind, m.url)));
        closers.push(...batch);
      }
      send({ type: 'ready', connected: closers.length });
    } else {
      for (const close of closers) close();
      closers = [];
      await new Promise((r) => setTimeout(r, 300));
      send({ type: 'closed' });
    }
  })().catch((err: unknown) => {
    send({ type: 'error', message: String(err) });
  });
});
