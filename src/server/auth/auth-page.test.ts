import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthPageStart } from '#shared/account-security/auth-page-start.ts';
import { FIRST_VIEW_ELEMENT_ID } from '#shared/first-view/first-view-state.ts';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import type { RenderAuthPage } from './auth-page.ts';

// The wiring of the server-rendered sign-in page, with a stand-in for the build's renderer. The real
// renderer has its own tests (src/web/server-render.test.tsx); e2e/auth-server-rendered.spec.ts reads
// the real build.

const AUTH_HTML = `<!doctype html><html><head><title>Harbor</title></head><body><div id="root">${SERVER_RENDER_BUILD.auth.bodyMarker}</div></body></html>`;
const APP_ENTRY_HTML =
  '<!doctype html><html><head><title>Harbor</title></head><body data-entry="app"></body></html>';

let t: TestApp;
let webRoot: string;
let renders: AuthPageStart[];

const render: RenderAuthPage = ({ start }) => {
  renders.push(start);
  return { root: `<main data-start="${start}"></main>`, head: '<title>Sign in · Harbor</title>' };
};

async function site(renderer: RenderAuthPage | null = render) {
  t = await createTestApp();
  return createApp({ ...t.deps, webRoot, renderers: { renderAuthPage: renderer } });
}

const pageAt = async (app: Awaited<ReturnType<typeof site>>, url: string, cookie?: string) =>
  (await app.request(url, cookie ? { headers: { cookie } } : {})).text();

beforeEach(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), APP_ENTRY_HTML);
  writeFileSync(path.join(webRoot, SERVER_RENDER_BUILD.auth.page), AUTH_HTML);
  renders = [];
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the sign-in page opened by a visitor', () => {
  it('arrives rendered for the way its link opens it, each way rendered once', async () => {
    const app = await site();
    for (let visit = 0; visit < 2; visit++) {
      const html = await pageAt(app, '/auth?redirect=%2Fsettings');
      expect(html).toContain('<main data-start="sign-up"></main>');
      expect(html).toContain('<title>Sign in · Harbor</title>');
      expect(html).not.toContain('<title>Harbor</title>');
      expect(await pageAt(app, '/auth?type=signup&error=TOKEN_EXPIRED')).toContain(
        'data-start="verify-link-invalid"',
      );
    }
    expect(renders).toEqual(['sign-up', 'verify-link-invalid']);
  });

  it('keeps what a link carries out of the HTML: the reset token and the e-mail are read in the browser', async () => {
    const app = await site();
    const html = await pageAt(app, '/auth?type=reset&token=secret-reset-token&email=rose%40example.com');
    expect(html).toContain('data-start="reset-password"');
    expect(html).not.toContain('secret-reset-token');
    expect(html).not.toContain('rose@example.com');
  });

  it('is the app for someone with a session cookie (a verification link lands signed in), and elsewhere', async () => {
    const app = await site();
    const { cookie } = await signUpUser(t);
    // The app's page, carrying the person's first view (decision 049).
    const signedIn = await pageAt(app, '/auth?type=signup', cookie);
    expect(signedIn).toContain('<body data-entry="app"></body>');
    expect(signedIn).toContain(`id="${FIRST_VIEW_ELEMENT_ID}"`);
    expect(await pageAt(app, '/auth/else')).toBe(APP_ENTRY_HTML);
    expect(await pageAt(app, '/home')).toBe(APP_ENTRY_HTML);
    expect(renders).toEqual([]);
  });

  it('is the app in a build without its renderer', async () => {
    expect(await pageAt(await site(null), '/auth')).toBe(APP_ENTRY_HTML);
  });
});
