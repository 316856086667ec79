import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_ELEMENT_ID,
  type FirstViewState,
  readFirstViewState,
} from '#shared/first-view/first-view-state.ts';
import { createTeam } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Harbor</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webRoot: string;
let site: ReturnType<typeof createApp>;
beforeEach(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  site = createApp({ ...t.deps, webRoot });
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const pageFor = (url: string, cookie?: string) => site.request(url, { headers: cookie ? { cookie } : {} });

/** The state the page carries, read as the app reads it, or null. */
function stateIn(html: string): FirstViewState | null {
  const text = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`),
  )?.[1];
  return text === undefined ? null : readFirstViewState(text);
}

const saveTimeZone = (cookie: string, timeZone: string) =>
  t.request('POST', '/api/notifications/time-zone', { cookie, json: { timeZone } });

describe('the first view of a signed-in page', () => {
  it('carries the person’s session and their dashboard, as the API answers it, and is never cached', async () => {
    const { admin, lovedOne } = await createTeam(t);
    await saveTimeZone(admin.cookie, 'America/Chicago');
    const response = await pageFor('/dashboard', admin.cookie);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const state = stateIn(html);
    expect(state?.session.user).toMatchObject({ id: admin.userId, firstName: 'Ada', lastName: 'Admin' });
    const api = await t.request('GET', '/api/dashboard?timeZone=America/Chicago', { cookie: admin.cookie });
    expect(state?.dashboard).toEqual({
      lovedOneId: null,
      timeZone: 'America/Chicago',
      data: await api.json(),
    });
    expect(JSON.stringify(state?.dashboard?.data)).toContain(lovedOne.id);
    // The session's token stays in its HttpOnly cookie.
    const token = decodeURIComponent(admin.cookie.split('=')[1]!.split(';')[0]!).split('.')[0]!;
    expect(html).not.toContain(token);
  });

  it('asks for the loved one in the address, and without a saved time zone leaves the dashboard to the app', async () => {
    const { admin, lovedOne } = await createTeam(t);
    expect(stateIn(await (await pageFor('/dashboard', admin.cookie)).text())?.dashboard).toBeNull();
    await saveTimeZone(admin.cookie, 'UTC');
    const state = stateIn(await (await pageFor(`/dashboard?lovedOne=${lovedOne.id}`, admin.cookie)).text());
    expect(state?.dashboard?.lovedOneId).toBe(lovedOne.id);
    expect(state?.dashboard?.data).toMatchObject({ selectedId: lovedOne.id });
    // Other pages carry the session only; the memorial page and unknown addresses are the app's too.
    const settings = stateIn(await (await pageFor('/settings', admin.cookie)).text());
    expect(settings?.session.user.id).toBe(admin.userId);
    expect(settings?.dashboard).toBeNull();
  });

  it('gives someone else nothing of a loved one that is not theirs, and a visitor or a bad cookie nothing at all', async () => {
    const { lovedOne, stranger } = await createTeam(t);
    await saveTimeZone(stranger.cookie, 'UTC');
    const html = await (await pageFor(`/dashboard?lovedOne=${lovedOne.id}`, stranger.cookie)).text();
    const state = stateIn(html);
    expect(state?.session.user.id).toBe(stranger.userId);
    expect(state?.dashboard?.data).toEqual({ lovedOnes: [], selectedId: null, summary: null });
    expect(html).not.toContain('Rose');

    for (const cookie of [undefined, 'better-auth.session_token=forged.signature']) {
      const response = await pageFor('/dashboard', cookie);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(stateIn(await response.text())).toBeNull();
    }
  });

  it('writes a name that tries to close the element as text, which the app reads back unchanged', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const name = '</script><script>alert(1)</script><!--\u2028';
    await t.deps.db.update(lovedOnes).set({ firstName: name }).where(eq(lovedOnes.id, lovedOne.id));
    await saveTimeZone(admin.cookie, 'UTC');
    const html = await (await pageFor('/dashboard', admin.cookie)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const data = stateIn(html)?.dashboard?.data as { lovedOnes: { firstName: string }[] };
    expect(data.lovedOnes[0]?.firstName).toBe(name);
  });
});
