import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Only a global unicast address is public: loopback, private, link-local, CGNAT, ULA, multicast,
 * reserved, and IPv6 forms that embed an IPv4 (mapped, 6to4, Teredo, NAT64) are all refused, so a
 * subscriber cannot make the server call into its own network.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  // ::ffff:10.0.0.1 is 10.0.0.1: judged as the IPv4 it is.
  return ipaddr.process(ip).range() === 'unicast';
}

/** The host of a URL without IPv6 brackets. */
const bareHost = (host: string) => host.replace(/^\[|\]$/g, '');

export type EndpointCheck = 'ok' | 'not_https' | 'private' | 'unresolvable';

/** An endpoint is `https:` and every address its host resolves to is public (unless `allowPrivate`). */
export async function checkEndpoint(endpoint: string, allowPrivate: boolean): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'unresolvable';
  }
  if (url.protocol !== 'https:') return 'not_https';
  if (allowPrivate) return 'ok';
  const host = bareHost(url.hostname);
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? 'ok' : 'private';
  let addresses: LookupAddress[];
  try {
    addresses = await dnsLookupAsync(host, { all: true, verbatim: true });
  } catch {
    return 'unresolvable';
  }
  if (!addresses.length) return 'unresolvable';
  return addresses.every((a) => isPublicAddress(a.address)) ? 'ok' : 'private';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the push agent: the address the socket really connects to is checked at send time,
 * so a name that resolved to a public address at subscribe time and to 127.0.0.1 now is refused
 * (DNS rebinding), with no window between the check and the connection.
 */
export function publicOnlyLookup(hostname: string, options: { all?: boolean } & Record<string, unknown>, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      const e: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} resolves to a non-public address ${refused.address}`);
      e.code = 'EPRIVATEADDRESS';
      return callback(e, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
