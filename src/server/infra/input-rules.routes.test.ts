import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '#shared/validation/dates.ts';
import { INPUT_MESSAGES } from '#shared/validation/input-rules.ts';
import { createTeam, errorOf, insertTask } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createTeam>>;
let taskId: string;
beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  taskId = (await insertTask(t, { lovedOneId: team.lovedOne.id, key: 'input-rules' })).id;
}, 30_000);
afterAll(async () => {
  await t?.close();
});

describe('the shared input rule on real routes', () => {
  it("refuses a NUL in a task's notes with a plain message instead of a database error", async () => {
    const response = await t.request('PATCH', `/api/tasks/${taskId}`, {
      cookie: team.admin.cookie,
      json: { notes: 'Call the bank\u0000' },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: INPUT_MESSAGES.controlCharacters,
        issues: [{ path: 'notes', message: INPUT_MESSAGES.controlCharacters }],
      },
    });
  });

  it('refuses a mood check-in dated 0000-01-01 with the date range message', async () => {
    const response = await t.request('PUT', '/api/moods', {
      cookie: team.admin.cookie,
      json: { date: '0000-01-01', mood: 3 },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(DATE_MESSAGES.outOfRange);
    const removal = await t.request('DELETE', '/api/moods/0000-01-01', { cookie: team.admin.cookie });
    expect(removal.status).toBeLessThan(500);
    expect(removal.status).toBeGreaterThanOrEqual(400);
  });

  it('answers a NUL in a path parameter with 4xx', async () => {
    for (const path of ['/api/tasks/%00', `/api/loved-ones/%00`, '/api/memorials/a%00b']) {
      const response = await t.request('GET', path, { cookie: team.admin.cookie });
      expect([404, 422]).toContain(response.status);
    }
  });

  it('still saves text with newlines and a real date', async () => {
    const response = await t.request('PATCH', `/api/tasks/${taskId}`, {
      cookie: team.admin.cookie,
      json: { notes: 'Call the bank\r\nthen the lawyer', dueDate: '2026-12-01' },
    });
    expect(response.status).toBe(200);
  });

  it('applies the same rule to the text fields of an upload form', async () => {
    const create = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ firstName: 'Maria', lastName: 'Lopez', ...fields }))
        form.set(key, value);
      return t.request('POST', '/api/loved-ones', { cookie: team.admin.cookie, body: form });
    };
    const withNul = await create({ firstName: 'Maria\u0000' });
    expect(withNul.status).toBe(422);
    expect((await errorOf(withNul)).message).toBe(INPUT_MESSAGES.controlCharacters);
    const yearZero = await create({ dateOfDeath: '0000-01-01' });
    expect(yearZero.status).toBe(422);
    expect((await errorOf(yearZero)).message).toBe(DATE_MESSAGES.outOfRange);
  });
});
