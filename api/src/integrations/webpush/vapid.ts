import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { CommonConfig } from '../../config-common.ts';
import { ConfigError } from '../../config-loader.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:`: who the push services may contact about this server. */
  subject: string;
}

type VapidConfig = Pick<CommonConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'DATA_DIR'>;

/** The push services want a contact: VAPID_SUBJECT, else PUBLIC_URL when it is https, else a mailto on its host. */
function subjectOf(config: VapidConfig): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const url = new URL(config.PUBLIC_URL);
  return url.protocol === 'https:' ? url.origin : `mailto:webpush@${url.hostname}`;
}

/**
 * The keys a browser subscribes with. Set in the environment (both, or neither), else made once at
 * first start and kept in DATA_DIR/.vapid.json like the JWT secret: the file is created exclusively
 * (`wx`), so an API and a workers process starting together end up with the same pair.
 */
export function vapidKeys(config: VapidConfig): VapidKeys {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (config.VAPID_PUBLIC_KEY || config.VAPID_PRIVATE_KEY)
    throw new ConfigError('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const file = path.join(config.DATA_DIR, '.vapid.json');
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  try {
    return { ...read(), subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const made = webpush.generateVAPIDKeys();
  try {
    writeFileSync(file, JSON.stringify(made), { mode: 0o600, flag: 'wx' });
    return { ...made, subject };
  } catch (err) {
    // The other process wrote it first: use its pair.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { ...read(), subject };
    throw err;
  }
}
