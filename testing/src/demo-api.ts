/** An answer of the demo's API: its status and its JSON body ({} when empty). */
export interface DemoAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface DemoCall {
  token?: string;
  body?: unknown;
  form?: URLSearchParams | FormData;
  /** Each demo member registers from an address of its own (the API trusts loopback as its proxy). */
  from?: string;
}

/** The demo's client of its own API (`/api/v1` under `apiUrl`), shared by the giveaway and the tournament. */
export function demoApi(apiUrl: string) {
  const base = `${apiUrl}/api/v1`;
  return async (method: string, url: string, opts: DemoCall = {}): Promise<DemoAnswer> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.from ? { 'x-forwarded-for': opts.from } : {}),
      },
      body: opts.form ?? (opts.body ? JSON.stringify(opts.body) : undefined),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
}
