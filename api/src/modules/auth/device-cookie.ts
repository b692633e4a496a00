import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';

export const DEVICE_COOKIE = 'fh_device';
const MAX_AGE_MS = 180 * 24 * 3600 * 1000;

/**
 * A device that signed in to an account before carries a signed cookie naming that account, so a
 * stranger's failed guesses (which lock the account for everybody else) do not lock its owner out.
 */
export function deviceCookies(jwtSecret: string, secure: boolean) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'fanhub', 'device-cookie', 32));
  const sign = (email: string, deviceId: string) => createHmac('sha256', key).update(`${email.toLowerCase()}|${deviceId}`).digest('base64url');

  return {
    /** The device id when the request carries a valid cookie for this e-mail, else undefined. */
    trustedDevice(req: Request, email: string): string | undefined {
      const raw = parse(req.headers.cookie ?? '')[DEVICE_COOKIE];
      if (!raw) return undefined;
      for (const entry of raw.split('~').slice(0, 5)) {
        const [deviceId, mac] = entry.split('.');
        if (!deviceId || !mac) continue;
        const want = Buffer.from(sign(email, deviceId));
        const got = Buffer.from(mac);
        if (got.length === want.length && timingSafeEqual(got, want)) return deviceId;
      }
      return undefined;
    },

    /** Remembers this device for this account (a few accounts per browser at most). */
    remember(req: Request, res: Response, email: string, deviceId = randomBytes(12).toString('base64url')): void {
      const raw = parse(req.headers.cookie ?? '')[DEVICE_COOKIE] ?? '';
      const others = raw.split('~').filter((e) => e && e.split('.')[1] !== sign(email, e.split('.')[0] ?? ''));
      const value = [`${deviceId}.${sign(email, deviceId)}`, ...others].slice(0, 5).join('~');
      res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_MS, path: '/api/v1/auth' });
    },
  };
}
export type DeviceCookies = ReturnType<typeof deviceCookies>;
