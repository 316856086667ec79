import { isIPv6 } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { socketAddressOf } from './socket-address.ts';

/**
 * Who is asking, for the per-client rate limits: X-Forwarded-For only with config.trustProxy (the one
 * switch that also closes the dev mailbox), and then its last address, the one the proxy in front of
 * Harbor wrote. A proxy that appends to the header instead of replacing it keeps what the client sent
 * in front, so the first address is whatever the client chose.
 */
export function clientAddressOf(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddressOf(c) ?? 'local';
}

/**
 * The client as the per-client rate limits count it: an IPv4 address, or the /64 network of an IPv6 one.
 * A home or phone connection is given a whole /64 and may use any address in it, so counting single
 * IPv6 addresses would give one person billions of fresh limits (a tribute form flooded from one line).
 */
export function rateLimitClientOf(address: string): string {
  if (!isIPv6(address)) return address;
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mappedIpv4) return mappedIpv4;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
