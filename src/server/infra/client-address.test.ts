import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { clientAddressOf, rateLimitClientOf } from './client-address.ts';

const addressSeenBy = async (trustProxy: boolean, forwardedFor?: string) => {
  const app = new Hono<AppEnv>().get('/', (c) => c.text(clientAddressOf(c, trustProxy)));
  const response = await app.request('/', {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });
  return response.text();
};

describe('the client’s address', () => {
  it('behind a trusted proxy, is the address the proxy wrote', async () => {
    expect(await addressSeenBy(true, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('is never one the client wrote in front of it, where the proxy appends instead of replacing', async () => {
    expect(await addressSeenBy(true, '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeenBy(true, '1.1.1.1,2.2.2.2 ,  203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('ignores the header without a trusted proxy, and falls back to the connection', async () => {
    expect(await addressSeenBy(false, '203.0.113.7')).toBe('local');
    expect(await addressSeenBy(true)).toBe('local');
    expect(await addressSeenBy(true, '')).toBe('local');
  });
});

describe('the client as rate limits count it', () => {
  it('is an IPv4 address as it is, and an IPv6 one by its /64 network', () => {
    expect(rateLimitClientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClientOf('2001:db8:85a3:1:abcd::7')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitClientOf('2001:0DB8:85A3:0001:ffff:0:0:1')).toBe('2001:db8:85a3:1::/64');
    expect(rateLimitClientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClientOf('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClientOf('local')).toBe('local');
  });
});
