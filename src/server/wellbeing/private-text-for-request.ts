import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { type PrivateText, privateTextFor } from './private-text-cipher.ts';
import { privateTextKey } from './private-text-key.ts';

/** The signed-in person's encrypt/decrypt pair for this request. */
export const privateTextOf = (c: Context<AppEnv>, userId: string): PrivateText =>
  privateTextFor(privateTextKey(c.get('deps').config), userId);
