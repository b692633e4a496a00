import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';

/**
 * One form of an answer, its head computed once: what first-screen.ts writes for a request that
 * Express would have answered the same way, without walking Express's chain for it.
 */
export interface Variant {
  /** Header names and values in one list (name, value, name, value…), as `writeHead` takes them. */
  head: string[];
  body: Buffer;
  /** What If-None-Match / If-Modified-Since are checked against; absent: never a 304. */
  validators?: { etag?: string; 'last-modified'?: string };
  /** The head of the 304 (without the content's own fields). */
  notModified?: string[];
}

export const flat = (headers: readonly (readonly [string, string])[]): string[] => headers.flat();

/** Writes a variant: 304 when the client's copy is current (as `fresh`, which Express and send use, decides). */
export function sendVariant(req: IncomingMessage, res: ServerResponse, variant: Variant): void {
  if (variant.validators && variant.notModified && fresh(req.headers, variant.validators)) {
    res.writeHead(304, variant.notModified);
    res.end();
    return;
  }
  res.writeHead(200, variant.head);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/**
 * The headers a header-only middleware (helmet) sets, read once by running it against a stand-in
 * response: they depend on its options alone, so they are the same for every answer.
 */
export function captureHeaders(middleware: (req: never, res: never, next: (err?: unknown) => void) => void): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
      return res;
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  let failed: unknown;
  middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, (err) => (failed = err));
  if (failed) throw failed;
  return headers;
}
