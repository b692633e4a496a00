/**
 * Anchor of bench/video: the least a Node server can do, `node:http` piping `fs.createReadStream`
 * of the file into the response (200, or 206 for a simple `Range: bytes=a-b`).
 * argv: <file>. Prints {port} as one JSON line.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';

const file = process.argv[2]!;
const size = statSync(file).size;

const server = createServer((req, res) => {
  const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
  const start = m ? Number(m[1]) : 0;
  const end = m ? Math.min(Number(m[2]), size - 1) : size - 1;
  res.writeHead(m ? 206 : 200, {
    'content-type': 'video/mp4',
    'content-length': end - start + 1,
    ...(m ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
  });
  void pipeline(createReadStream(file, { start, end }), res).catch(() => undefined);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
