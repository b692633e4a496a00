#!/usr/bin/env node
/**
 * A stand-in for yt-dlp that honours its arguments (`-o <file>` and the url last): copies the
 * fixture MP4 to the output, in chunks. `--fake-dir <dir>` holds its controls: it appends the
 * video id to `calls.log`; `fail` (ids, one a line) makes it write half the file and exit 1;
 * `delay-ms` slows each chunk down.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const out = opt('-o');
const url = args[args.length - 1] ?? '';
const dir = opt('--fake-dir');
if (!out || !args.includes('--no-playlist') || !opt('-f') || opt('--merge-output-format') !== 'mp4') {
  process.stderr.write('ERROR: expected yt-dlp arguments: --no-playlist -f <format> --merge-output-format mp4 -o <file> <url>\n');
  process.exit(2);
}
const id = /[?&]v=([^&]+)/.exec(url)?.[1] ?? url.split('/').pop() ?? '';
const read = (name: string) => (dir && existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '');
if (dir) appendFileSync(path.join(dir, 'calls.log'), `${id}\n`);
const fixture = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/sample.mp4'));
const fail = read('fail').split('\n').includes(id);
const delay = Number(read('delay-ms')) || 0;
const chunks = 8;
const until = fail ? chunks / 2 : chunks;
writeFileSync(out, '');
for (let i = 0; i < until; i++) {
  appendFileSync(out, fixture.subarray(Math.floor((i * fixture.length) / chunks), Math.floor(((i + 1) * fixture.length) / chunks)));
  if (delay) await new Promise((r) => setTimeout(r, delay));
}
if (fail) {
  process.stderr.write(`ERROR: [youtube] ${id}: Sign in to confirm you’re not a bot\n`);
  process.exit(1);
}
