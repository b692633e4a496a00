import { createECDH, createPublicKey, randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { createRequire } from 'node:module';
import jws from 'jws';
import { generate } from 'selfsigned';
import { sleep } from './server.ts';

/** How the fake answers one subscription's pushes: accepted, gone, rate limited, failing. */
export type PushAnswer = 201 | 404 | 410 | 429 | 500;

export interface ReceivedPush {
  /** The subscription's name (the last part of its endpoint). */
  name: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  topic: string | null;
  urgency: string | null;
  ttl: number | null;
  at: number;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  answer: PushAnswer;
}

// http_ece (what web-push itself encrypts with) ships no types: the one call made here, typed.
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer };

const b64u = (b: Buffer) => b.toString('base64url');

/** The server's VAPID public key (65 bytes uncompressed, base64url) as a key `jws` can verify ES256 with. */
function vapidKeyObject(k: string) {
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) }, format: 'jwk' });
}

let certificate: ReturnType<typeof generate> | undefined;

/**
 * One self-signed certificate for every fake push service of this process. With one made per
 * service, a process that trusted an earlier one (another service of the same test file, or of an
 * earlier file in the same worker) refused the next: two trusted certificates of one name.
 */
function fakeServiceCertificate(): ReturnType<typeof generate> {
  certificate ??= generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  return certificate;
}

/**
 * A fake Web Push service over HTTPS on 127.0.0.1 (with this process's fake-service certificate). It
 * checks what a real one checks — `Authorization: vapid t=<JWT>, k=<key>` with an ES256 JWT whose
 * `aud` is the endpoint's origin and `exp` at most 24 h ahead, `Content-Encoding: aes128gcm`, `TTL`
 * — and DECRYPTS the payload with the subscription's private keys (as a browser would), so a test
 * sees exactly what a service worker would get. Per subscription it can answer 201, 404, 410, 429
 * (with Retry-After) or 500. `trust()` makes this process trust its certificate; `caFile` is for
 * child processes (`NODE_EXTRA_CA_CERTS`). Over HTTP(S) too, for the demo and tests outside this
 * process: `POST /_control/subscriptions {name}` answers a new PushSubscription JSON,
 * `GET /_control/received/<name>` what that subscriber received, decrypted.
 */
export async function startFakePush(opts: { slowMs?: number; /** false: count what arrives, keep nothing (a benchmark's memory). */ keep?: boolean } = {}) {
  const pems = await fakeServiceCertificate();
  const caFile = path.join(tmpdir(), `fake-push-ca-${randomBytes(4).toString('hex')}.pem`);
  writeFileSync(caFile, pems.cert);
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const rejected: { name: string; status: number; reason: string }[] = [];
  const state = { inFlight: 0, maxInFlight: 0, accepted: 0, slowMs: opts.slowMs ?? 0 };
  let origin = '';
  const subscribe = (name: string, answer: PushAnswer) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    subscribers.set(name, { ecdh, auth, answer });
    return { endpoint: `${origin}/push/${encodeURIComponent(name)}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  };

  const refuse = (res: import('node:http').ServerResponse, name: string, status: number, reason: string) => {
    rejected.push({ name, status, reason });
    res.writeHead(status, { 'Content-Type': 'text/plain' });
    res.end(reason);
  };

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        state.inFlight++;
        state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
        try {
          if (state.slowMs) await sleep(state.slowMs);
          const url = new URL(req.url ?? '/', origin);
          // The demo's terminal and an e2e outside this process: make a subscriber, read what it received.
          const control = /^\/_control\/(subscriptions|received)(?:\/([^/]+))?$/.exec(url.pathname);
          if (control) {
            const answer = (value: unknown) => (res.writeHead(200, { 'Content-Type': 'application/json' }), res.end(JSON.stringify(value)));
            if (control[1] === 'subscriptions' && req.method === 'POST') {
              const { name } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { name?: string };
              return answer(subscribe(name || `demo-${subscribers.size + 1}`, 201));
            }
            if (control[1] === 'received' && req.method === 'GET') {
              return answer(control[2] ? received.filter((r) => r.name === decodeURIComponent(control[2]!)) : received);
            }
          }
          const name = decodeURIComponent(url.pathname.replace(/^\/push\//, ''));
          const sub = subscribers.get(name);
          if (req.method !== 'POST' || !sub) return refuse(res, name, 404, 'no such subscription');
          // VAPID (RFC 8292): the JWT signed by the key in k, for this origin, not too long-lived.
          const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
          if (!auth) return refuse(res, name, 401, 'missing vapid authorization');
          const [, token, k] = auth;
          if (!jws.verify(token!, 'ES256', vapidKeyObject(k!) as never)) return refuse(res, name, 403, 'bad vapid signature');
          // jws parses the payload itself when the header says typ JWT.
          const raw = jws.decode(token!)!.payload as unknown;
          const claims = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { aud?: string; exp?: number; sub?: string };
          const now = Math.floor(Date.now() / 1000);
          if (claims.aud !== origin) return refuse(res, name, 403, `aud ${claims.aud} is not ${origin}`);
          if (!claims.exp || claims.exp <= now || claims.exp > now + 24 * 3600) return refuse(res, name, 403, 'exp out of range');
          if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return refuse(res, name, 403, 'bad sub');
          if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(res, name, 415, 'not aes128gcm');
          if (req.headers.ttl === undefined) return refuse(res, name, 400, 'missing TTL');
          if (sub.answer === 429) {
            rejected.push({ name, status: 429, reason: 'rate limited' });
            res.writeHead(429, { 'Retry-After': '1' });
            return void res.end();
          }
          if (sub.answer !== 201) return refuse(res, name, sub.answer, 'answered as set');
          // RFC 8291: the receiver's ECDH key and auth secret open it.
          const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: b64u(sub.auth) });
          if (opts.keep !== false)
            received.push({
              name,
              payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
              topic: (req.headers.topic as string | undefined) ?? null,
              urgency: (req.headers.urgency as string | undefined) ?? null,
              ttl: Number(req.headers.ttl),
              at: Date.now(),
            });
          state.accepted++;
          res.writeHead(201, { Location: `${origin}/message/${state.accepted}` });
          res.end();
        } catch (err) {
          refuse(res, '?', 400, (err as Error).message);
        } finally {
          state.inFlight--;
        }
      })();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    cert: pems.cert,
    caFile,
    state,
    received,
    rejected,
    /** A browser's PushSubscription JSON for a new subscriber `name` (its keys stay here, to decrypt). */
    subscription: (name: string, answer: PushAnswer = 201) => subscribe(name, answer),
    answer(name: string, answer: PushAnswer) {
      subscribers.get(name)!.answer = answer;
    },
    /** Pushes shown to `name`'s browser. */
    to: (name: string) => received.filter((r) => r.name === name),
    /** This process trusts the certificate (in-process senders); child processes get NODE_EXTRA_CA_CERTS=caFile. */
    trust() {
      const trusted = getCACertificates('default');
      if (!trusted.some((c) => c.trim() === pems.cert.trim())) setDefaultCACertificates([...trusted, pems.cert]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(caFile, { force: true });
      }),
  };
}
export type FakePush = Awaited<ReturnType<typeof startFakePush>>;
