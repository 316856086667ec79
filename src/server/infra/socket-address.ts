import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';

/**
 * The address of the connection itself, or undefined where there is none (a test's app.request()).
 * Unlike X-Forwarded-For, the client cannot write it.
 */
export function socketAddressOf(c: Context<AppEnv>): string | undefined {
  try {
    return getConnInfo(c as unknown as Context).remote.address;
  } catch {
    return undefined;
  }
}
