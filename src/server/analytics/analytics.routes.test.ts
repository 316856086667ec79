import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { ANALYTICS_RULE } from './analytics.routes.ts';
import { analyticsEvents } from './analytics.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const taskEvent = {
  name: 'task_custom_created',
  task_id: '8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11',
  profile_id: '0b6f0e5e-8f7e-4f0a-9b55-1a2b3c4d5e6f',
  category: 'Memorial Planning',
  has_description: true,
  assigned_to: 'team_member',
  due_date_set: true,
  created_at: '2026-11-22T05:00:00.000Z',
};

const send = (events: unknown[], headers: Record<string, string> = {}) =>
  t.request('POST', '/api/analytics/events', {
    json: { events },
    headers: { 'x-forwarded-for': uniqueClientIp(), ...headers },
  });

const storedEvents = () => t.deps.db.select().from(analyticsEvents);

describe('POST /api/analytics/events', () => {
  it('stores a batch of events with their properties and nothing about who sent them', async () => {
    const response = await send([
      { name: 'page_view', path: '/task/:taskId' },
      { name: 'waitlist_opened' },
      { name: 'support_progress', step: 2, total: 9 },
      taskEvent,
    ]);
    expect(response.status).toBe(204);
    const rows = await storedEvents();
    expect(rows.map((row) => row.name).sort()).toEqual([
      'page_view',
      'support_progress',
      'task_custom_created',
      'waitlist_opened',
    ]);
    const { name: _name, ...taskProperties } = taskEvent;
    expect(rows.find((row) => row.name === 'task_custom_created')?.properties).toEqual(taskProperties);
    expect(rows.find((row) => row.name === 'page_view')?.properties).toEqual({ path: '/task/:taskId' });
    expect(Object.keys(rows[0]!)).toEqual(['id', 'name', 'properties', 'occurredAt']);
  });

  it.each([
    ['an e-mail address', { name: 'waitlist_submitted', email: 'ada@example.com' }],
    ['a first and last name', { name: 'waitlist_submitted', firstName: 'Ada', lastName: 'Lovelace' }],
    ['message text', { name: 'button_click', button: 'checklist_email', message: 'Thinking of you' }],
    ['an onboarding answer', { name: 'support_progress', step: 1, total: 9, answer: 'My parent' }],
    ['a task title and description', { ...taskEvent, title: 'Call the bank', description: 'About Mum' }],
    ['a name where an id belongs', { ...taskEvent, task_id: 'Ada Lovelace' }],
    ['a person as the assignee', { ...taskEvent, assigned_to: 'ada@example.com' }],
    ['a query string in a page view', { name: 'page_view', path: '/auth?email=ada%40example.com' }],
    ['an e-mail in a page path', { name: 'page_view', path: '/people/ada@example.com' }],
    ['free text as a button', { name: 'button_click', button: 'Send my story to Ada' }],
  ])('refuses a payload carrying %s and stores nothing from its batch', async (_label, event) => {
    const response = await send([{ name: 'waitlist_opened' }, event]);
    expect(response.status).toBe(422);
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses events only the server records, and unknown events', async () => {
    expect((await send([{ name: 'sign_up' }])).status).toBe(422);
    expect((await send([{ name: 'login' }])).status).toBe(422);
    expect((await send([{ name: 'journal_written', text: 'dear diary' }])).status).toBe(422);
    expect(await storedEvents()).toEqual([]);
  });

  it('refuses more than 20 events in one batch', async () => {
    expect((await send(Array(21).fill({ name: 'waitlist_opened' }))).status).toBe(422);
    expect(await storedEvents()).toEqual([]);
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('records nothing when the browser sends %s', async (_label, headers) => {
    const response = await send([{ name: 'waitlist_opened' }], headers);
    expect(response.status).toBe(204);
    expect(await storedEvents()).toEqual([]);
  });

  it('limits how often one client may send', async () => {
    const ip = uniqueClientIp();
    for (let i = 0; i < ANALYTICS_RULE.points; i += 1) {
      const ok = await send([{ name: 'waitlist_opened' }], { 'x-forwarded-for': ip });
      expect(ok.status).toBe(204);
    }
    const limited = await send([{ name: 'waitlist_opened' }], { 'x-forwarded-for': ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await storedEvents()).toHaveLength(ANALYTICS_RULE.points);
  });

  it('refuses a batch from another site', async () => {
    const response = await t.request('POST', '/api/analytics/events', {
      json: { events: [{ name: 'waitlist_opened' }] },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await storedEvents()).toEqual([]);
  });
});

describe('server-side sign_up and login events', () => {
  it('records a sign-up and a sign-in without any personal data, and nothing under Do Not Track', async () => {
    const user = await signUpUser(t);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': uniqueClientIp() },
    });
    expect(signIn.status).toBe(200);
    const rows = await storedEvents();
    expect(rows.map((row) => row.name).sort()).toEqual(['login', 'sign_up']);
    expect(rows.every((row) => JSON.stringify(row.properties) === '{}')).toBe(true);

    const quiet = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': uniqueClientIp(), dnt: '1' },
    });
    expect(quiet.status).toBe(200);
    expect(await storedEvents()).toHaveLength(2);
  });
});
