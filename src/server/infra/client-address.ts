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
