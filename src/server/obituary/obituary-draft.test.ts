import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_LLM_TOKENS, type FakeLlm, startFakeLlm } from '../../../e2e/fake-llm-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { DraftStreamEvent } from '../../shared/obituary/draft-events.ts';
import { createDraftStreamParser } from '../../shared/obituary/draft-stream-parser.ts';
import { OBITUARY_MESSAGES } from '../../shared/obituary/obituary-answers.ts';
import { createMemorialCast } from '../memorials/memorial-test-support.ts';
import { OBITUARY_DRAFT_RULE } from './obituary-rate-limits.ts';

let fake: FakeLlm;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeLlm({ tokenDelayMs: 2 });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  t = await createTestApp({
    env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-obituary-model', LLM_TIMEOUT_SECONDS: '1.5' },
  });
});
afterEach(async () => {
  await t.close();
});

async function readDraft(response: Response): Promise<DraftStreamEvent[]> {
  const events: DraftStreamEvent[] = [];
  const parser = createDraftStreamParser((event) => events.push(event));
  parser.push(await response.text());
  parser.end();
  return events;
}

const ANSWERS = {
  fullName: 'Rose Anne Lane',
  knownAs: 'Rosie',
  pronouns: 'she',
  birthDate: '1940-05-01',
  deathDate: '2026-10-01',
  work: 'a teacher',
  passions: 'her garden',
};

const draft = (cookie: string, json: unknown) =>
  t.request('POST', `/api/obituary/${cast.lovedOne.id}/draft`, { cookie, json });

let cast: Awaited<ReturnType<typeof createMemorialCast>>;
beforeEach(async () => {
  cast = await createMemorialCast(t);
});

describe('a draft from the configured model', () => {
  it('streams the model’s words piece by piece', async () => {
    const response = await draft(cast.admin.cookie, ANSWERS);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = await readDraft(response);
    expect(events.filter((event) => event.event === 'delta').map((event) => event.data.text)).toEqual(
      FAKE_LLM_TOKENS,
    );
    expect(events.at(-1)).toEqual({ event: 'done', data: { truncated: false } });
    const start = await t.request('GET', `/api/obituary/${cast.lovedOne.id}`, { cookie: cast.admin.cookie });
    expect(await start.json()).toMatchObject({ writer: 'model' });
  });

  it('sends the model only what the family typed, marked as data, with the rules of the task', async () => {
    await readDraft(await draft(cast.admin.cookie, ANSWERS));
    const [request] = fake.requests;
    expect(request).toMatchObject({ model: 'fake-obituary-model', stream: true });
    const [system, user] = request!.messages;
    expect(system!.content).toContain('never invent');
    expect(system!.content).toContain('Never write "the deceased"');
    expect(system!.content).toContain('no HTML');
    expect(user).toEqual({
      role: 'user',
      content: [
        'Please write an obituary for Rosie.',
        'Pronouns: she / her',
        '<answers>',
        'Full name: Rose Anne Lane',
        'Known as: Rosie',
        'Date of birth: May 1, 1940',
        'Date of death: October 1, 2026',
        'Work: a teacher',
        'What they loved: her garden',
        '</answers>',
      ].join('\n'),
    });
    // Nothing Harbor holds about the family (the admin's name, the loved one's record) goes along.
    expect(JSON.stringify(request)).not.toContain('Ada');
  });

  it('says so calmly when the model does not answer in time', async () => {
    const events = await readDraft(await draft(cast.admin.cookie, { ...ANSWERS, work: 'slow provider' }));
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: OBITUARY_MESSAGES.couldNotWrite } });
  });

  it('counts drafts per person and refuses past the limit, before asking the model', async () => {
    for (let index = 0; index < OBITUARY_DRAFT_RULE.points; index += 1) {
      await t.deps.rateLimiter.consume(OBITUARY_DRAFT_RULE, cast.admin.userId);
    }
    const response = await draft(cast.admin.cookie, ANSWERS);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      OBITUARY_MESSAGES.rateLimited,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses answers without a name, or with dangerous content, before asking the model', async () => {
    expect((await draft(cast.admin.cookie, { ...ANSWERS, fullName: ' ' })).status).toBe(422);
    expect((await draft(cast.admin.cookie, { ...ANSWERS, work: '<script>x</script>' })).status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });
});
