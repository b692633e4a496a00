/**
 * Load process of bench/video: N clients, each downloading the whole file again and again over one
 * keep-alive connection until the time is up. Prints {bytes, seconds, downloads, errors} as JSON.
 *
 * Each client is a raw socket reading into its own reused buffer (`onread`): no HTTP client
 * library and no allocation per chunk, so the figure is the server's, not this process's. Only the
 * status line and Content-Length are parsed (no pipelining: the next request goes out after the
 * whole body, so a read never holds two responses). Bytes of downloads still running when the time
 * is up count too: with 50 clients a single 200 MB download can take longer than the run.
 * argv: <url> <clients> <seconds> <expected size>
 */
import net from 'node:net';

const [url, clientsArg, secondsArg, sizeArg] = process.argv.slice(2) as [string, string, string, string];
const { hostname, port, pathname } = new URL(url);
const request = Buffer.from(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
const size = Number(sizeArg);

let bytes = 0;
let downloads = 0;
let running = true;
const errors: string[] = [];
const sockets: net.Socket[] = [];

function client(): void {
  let head = ''; // the response header, until its blank line
  let remaining = -1; // body bytes still to come; -1 while reading a header
  const next = () => {
    if (running) socket.write(request);
  };
  const fail = (message: string) => {
    errors.push(message);
    socket.destroy();
  };
  const buf = Buffer.alloc(256 * 1024); // every read lands here
  const onChunk = (n: number) => {
    if (!running) return;
    let body = n;
    if (remaining < 0) {
      const text = head + buf.toString('latin1', 0, n); // latin1: one character per byte
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return void (head = text);
      const header = text.slice(0, end);
      const length = /\r\ncontent-length: *(\d+)/i.exec(header)?.[1];
      if (!header.startsWith('HTTP/1.1 200') || Number(length) !== size) return fail(`unexpected answer: ${header.split('\r\n')[0]}, length ${length}`);
      head = '';
      remaining = size;
      body = text.length - (end + 4);
    }
    bytes += body;
    remaining -= body;
    if (remaining < 0) return fail('more bytes than Content-Length');
    if (remaining === 0) {
      downloads++;
      remaining = -1;
      next();
    }
  };
  const socket = net.connect({
    host: hostname,
    port: Number(port),
    noDelay: true,
    onread: {
      buffer: buf,
      callback: (n) => {
        onChunk(n);
        return true; // keep reading
      },
    },
  });
  socket.once('connect', next);
  socket.on('error', (err) => running && errors.push(String(err)));
  sockets.push(socket);
}

const started = performance.now();
for (let i = 0; i < Number(clientsArg); i++) client();
setTimeout(
  () => {
    running = false;
    const seconds = (performance.now() - started) / 1000;
    for (const s of sockets) s.destroy();
    process.stdout.write(`${JSON.stringify({ bytes, seconds, downloads, errors: errors.slice(0, 5) })}\n`);
  },
  Number(secondsArg) * 1000,
);
