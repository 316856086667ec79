import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ELEMENT_ID } from '#shared/first-view/first-view-state.ts';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import type { RenderLandingPage } from './landing-page.ts';

// The wiring of the server-rendered landing page, with a stand-in for the build's renderer. The real
// renderer has its own tests (src/web/server-render.test.tsx); e2e/entry.spec.ts reads the real build.

const LANDING_HTML = `<!doctype html><html><head><meta name="description" content="Harbor helps families" /><title>Harbor</title></head><body><div id="root">${SERVER_RENDER_BUILD.landing.bodyMarker}</div></body></html>`;
const APP_ENTRY_HTML =
  '<!doctype html><html><head><title>Harbor</title></head><body data-entry="app"></body></html>';

let t: TestApp;
let webRoot: string;
let renders: { isOpenSignUp: boolean }[];

const render: RenderLandingPage = (payload) => {
  renders.push(payload);
  return {
    root: `<h1>Welcome</h1><p>${payload.isOpenSignUp ? 'Create an account' : 'Have a passcode?'}</p>`,
    head: '<title>Harbor · Support at every step</title>',
  };
};

async function siteWith(env: Record<string, string>, renderer: RenderLandingPage | null = render) {
  t = await createTestApp({ env });
  return createApp({ ...t.deps, webRoot, renderers: { renderLandingPage: renderer } });
}

beforeEach(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), APP_ENTRY_HTML);
  writeFileSync(path.join(webRoot, SERVER_RENDER_BUILD.landing.page), LANDING_HTML);
  renders = [];
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the landing page opened by a visitor', () => {
  it('arrives rendered with its own head, rendered once for every visitor after', async () => {
    const site = await siteWith({ PREVIEW_PASSCODE: 'harbor-pilot' });
    for (let visit = 0; visit < 3; visit++) {
      const response = await site.request('/');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"><h1>Welcome</h1><p>Have a passcode?</p></div>');
      expect(html).toContain('<title>Harbor · Support at every step</title>');
      expect(html).not.toContain('<title>Harbor</title>');
      // The page's own description stays: the rendered head has none of its own.
      expect(html).toContain('<meta name="description" content="Harbor helps families" />');
    }
    expect(renders).toEqual([{ isOpenSignUp: false }]);
  });

  it('offers an account when the server takes no passcode', async () => {
    const site = await siteWith({ PREVIEW_PASSCODE: '' });
    expect(await (await site.request('/')).text()).toContain('<p>Create an account</p>');
    expect(renders).toEqual([{ isOpenSignUp: true }]);
  });

  it('is the app for someone signed in (their welcome), and for any other path', async () => {
    const site = await siteWith({ PREVIEW_PASSCODE: '' });
    const { cookie } = await signUpUser(t);
    // The app's page, carrying the person's first view (decision 049).
    const signedIn = await (await site.request('/', { headers: { cookie } })).text();
    expect(signedIn).toContain('<body data-entry="app"></body>');
    expect(signedIn).toContain(`id="${FIRST_VIEW_ELEMENT_ID}"`);
    expect(await (await site.request('/home')).text()).toBe(APP_ENTRY_HTML);
    expect(await (await site.request('/auth')).text()).toBe(APP_ENTRY_HTML);
    expect(renders).toEqual([]);
  });

  it('is the app in a build without a renderer', async () => {
    const site = await siteWith({ PREVIEW_PASSCODE: 'harbor-pilot' }, null);
    expect(await (await site.request('/')).text()).toBe(APP_ENTRY_HTML);
  });
});
