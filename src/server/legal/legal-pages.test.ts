import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import type { RenderLegalPage } from './legal-pages.ts';

// The wiring of the Privacy, Terms and Contact pages, with a stand-in for the build's renderer, which
// writes out what it was given. The real renderer's words are tested in src/web/server-render.test.tsx,
// and e2e/legal-pages.spec.ts reads them from the real build over HTTP.

const LEGAL_HTML = `<!doctype html><html><head><title>Harbor</title></head><body><div id="root">${SERVER_RENDER_BUILD.legal.bodyMarker}</div></body></html>`;
const APP_ENTRY_HTML =
  '<!doctype html><html><head><title>Harbor</title></head><body data-entry="app"></body></html>';

let t: TestApp;
let webRoot: string;
let renders: Parameters<RenderLegalPage>[0][];

const render: RenderLegalPage = (payload) => {
  renders.push(payload);
  return { root: `<main>${JSON.stringify(payload)}</main>`, head: `<title>${payload.page} · Harbor</title>` };
};

async function siteWith(env: Record<string, string>) {
  t = await createTestApp({ env });
  return createApp({ ...t.deps, webRoot, renderers: { renderLegalPage: render } });
}

const payloadIn = (html: string) => JSON.parse(html.match(/<main>(.*)<\/main>/)?.[1] ?? 'null');

beforeEach(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), APP_ENTRY_HTML);
  writeFileSync(path.join(webRoot, SERVER_RENDER_BUILD.legal.page), LEGAL_HTML);
  renders = [];
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the Privacy, Terms and Contact pages', () => {
  it('are rendered on the server from its settings, each once for every reader after', async () => {
    const site = await siteWith({
      SUPPORT_EMAIL: 'help@harbor.example.org',
      ANALYTICS_RETENTION_DAYS: '90',
      PREVIEW_PASSCODE: 'harbor-pilot',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'companion',
    });
    for (const page of ['privacy', 'terms', 'contact'] as const) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await site.request(`/${page}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<title>${page} · Harbor</title>`);
        expect(payloadIn(html)).toEqual({
          page,
          supportEmail: 'help@harbor.example.org',
          hasChatModel: true,
          analyticsRetentionDays: 90,
          isPrivatePreview: true,
        });
      }
    }
    expect(renders.map(({ page }) => page)).toEqual(['privacy', 'terms', 'contact']);
  });

  it('say when the chat stays on the server and the preview is open, and give the site’s own address', async () => {
    const site = await siteWith({ PREVIEW_PASSCODE: '' });
    expect(payloadIn(await (await site.request('/privacy')).text())).toEqual({
      page: 'privacy',
      supportEmail: 'support@localhost',
      hasChatModel: false,
      analyticsRetentionDays: 180,
      isPrivatePreview: false,
    });
  });

  it('are the same page for someone signed in, who gets the app everywhere else', async () => {
    const site = await siteWith({ PREVIEW_PASSCODE: '' });
    const { cookie } = await signUpUser(t);
    const privacy = await (await site.request('/privacy', { headers: { cookie } })).text();
    expect(payloadIn(privacy)).toMatchObject({ page: 'privacy' });
    expect(await (await site.request('/privacy/more', { headers: { cookie } })).text()).not.toContain(
      '<main>',
    );
    expect(await (await site.request('/terms-of-use')).text()).toBe(APP_ENTRY_HTML);
  });
});
