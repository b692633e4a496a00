import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** IANA's global unicast allocation: every IPv6 address outside 2000::/3 is reserved (RFC 4291 §2.4). */
const IPV6_GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/**
 * Only a globally reachable unicast address is public. The special-purpose ranges are ipaddr.js's
 * (its list follows IANA's registries: loopback, private, link-local, CGNAT, benchmarking, ULA,
 * site-local, NAT64 well-known and local-use, 6to4, Teredo, documentation, multicast, reserved …),
 * and an IPv6 address must also lie in 2000::/3, which leaves out the IPv4-compatible ::/96 and
 * whatever IANA has not allocated. An IPv4-mapped address is judged as the IPv4 it is.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv6' && !addr.match(IPV6_GLOBAL_UNICAST)) return false;
  return addr.range() === 'unicast';
}

/** The host of a URL without IPv6 brackets. */
export const bareHost = (host: string) => host.replace(/^\[|\]$/g, '');

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
