import type { CommonConfig } from '../../config.ts';

export type BeaconConfig = Pick<CommonConfig, 'DRAW_BEACON_URL' | 'STREAM_REQUEST_TIMEOUT_MS'>;

export interface Beacon {
  /** Without a trailing slash. */
  url: string;
  timeoutMs: number;
}

/** Null when DRAW_BEACON_URL is unset: draws are the plain commit–reveal form. */
export function beaconOf(c: Readonly<BeaconConfig>): Beacon | null {
  if (!c.DRAW_BEACON_URL) return null;
  return { url: c.DRAW_BEACON_URL.replace(/\/+$/, ''), timeoutMs: c.STREAM_REQUEST_TIMEOUT_MS };
}
