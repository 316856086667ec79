import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

function appWith(isProduction: boolean) {
  const app = new Hono();
  app.use(securityHeaders({ isProduction }));
  app.onError((_error, c) => c.json({ error: 'broken' }, 500));
  app.get('/json', (c) => c.json({ ok: true }));
  // Better Auth and the static files answer with a Fetch Response of their own.
  app.get('/own-response', () => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }));
  app.get('/throws', () => {
    throw new Error('broken');
  });
  app.get('/own-frame-rule', (c) => c.text('framed', 200, { 'X-Frame-Options': 'DENY' }));
  return app;
}

type Fetcher = (app: Hono, path: string) => Promise<Response>;

const throughAppRequest: Fetcher = async (app, path) => app.request(path);

/** The production path: a real Node server, where the headers go on Node's own response. */
const throughNodeServer: Fetcher = async (app, path) => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    await response.arrayBuffer();
    return response;
  } finally {
    server.close();
  }
};

describe.each([
  ['app.request()', throughAppRequest],
  ['a Node server', throughNodeServer],
])('security headers through %s', (_name, request) => {
  it.each([
    ['/json', 200],
    ['/own-response', 200],
    ['/throws', 500],
    ['/nothing-here', 404],
  ])('sets every header on %s (%i)', async (path, status) => {
    const response = await request(appWith(false), path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps the body and its type', async () => {
    const response = await request(appWith(false), '/own-response');
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('adds Strict-Transport-Security in production only', async () => {
    const response = await request(appWith(true), '/json');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it("leaves a route's own value of one of them", async () => {
    const response = await request(appWith(false), '/own-frame-rule');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
