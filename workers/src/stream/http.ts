/** A failed upstream call: network error, time-out or a status the caller did not expect. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

/** fetch with a time-out; network failures and time-outs become UpstreamError. */
export async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const e = err as Error;
    if (e.name === 'TimeoutError') throw new UpstreamError(`time-out after ${timeoutMs} ms: ${new URL(url).pathname}`);
    throw new UpstreamError(`unreachable: ${new URL(url).host} (${(e.cause as Error | undefined)?.message ?? e.message})`);
  }
}

/** Reads the body as text, failing on a non-2xx status (the body is drained either way). */
export async function expectOkText(res: Response, what: string): Promise<string> {
  const text = await res.text();
  if (!res.ok) throw new UpstreamError(`${what} answered HTTP ${res.status}`, res.status);
  return text;
}
