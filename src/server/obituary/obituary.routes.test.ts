import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { OBITUARY_MESSAGES } from '../../shared/obituary/obituary-answers.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialEvents, memorialPages } from '../memorials/memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const OBITUARY = 'Rose Lane died on October 1, 2026.\n\nRose loved her garden.';

const save = (lovedOneId: string, cookie: string | undefined, json: unknown) =>
  t.request('PUT', `/api/obituary/${lovedOneId}`, { cookie, json });

async function storedTexts(lovedOneId: string) {
  const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOneId));
  const [page] = await t.deps.db.select().from(memorialPages).where(eq(memorialPages.lovedOneId, lovedOneId));
  return { obituary: lovedOne?.obituary ?? null, story: page?.description ?? null };
}

describe('the Obituary Writer', () => {
  it('opens with the profile, the page’s pronouns, gatherings and charity, and says templates write offline', async () => {
    const cast = await createMemorialCast(t);
    await t.deps.db
      .update(memorialPages)
      .set({ pronouns: 'she', charityName: 'the Food Bank' })
      .where(eq(memorialPages.id, cast.memorialId));
    await t.deps.db.insert(memorialEvents).values([
      { memorialPageId: cast.memorialId, kind: 'burial', eventDate: '2026-12-05', place: 'Oak Hill' },
      {
        memorialPageId: cast.memorialId,
        kind: 'service',
        eventDate: '2026-12-04',
        startTime: '14:00',
        timeZone: 'America/Chicago',
        place: 'Grace Chapel',
      },
    ]);
    const response = await t.request('GET', `/api/obituary/${cast.lovedOne.id}`, {
      cookie: cast.admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      lovedOne: {
        firstName: 'Rose',
        lastName: 'Lane',
        nameGiven: true,
        dateOfBirth: '1940-05-01',
        dateOfDeath: '2026-10-01',
        obituary: null,
      },
      memorial: {
        slug: cast.slug,
        pronouns: 'she',
        charityName: 'the Food Bank',
        description: null,
        events: [
          {
            kind: 'service',
            title: null,
            eventDate: '2026-12-04',
            startTime: '14:00',
            place: 'Grace Chapel',
          },
          { kind: 'burial', title: null, eventDate: '2026-12-05', startTime: null, place: 'Oak Hill' },
        ],
      },
      writer: 'templates',
    });
  });

  it('saves the text to the profile’s obituary and the page’s story, exactly as typed', async () => {
    const cast = await createMemorialCast(t);
    const text = `${OBITUARY}\nShe'd say "Mum's the word" & <smile>.`;
    const response = await save(cast.lovedOne.id, cast.admin.cookie, {
      text,
      toProfile: true,
      toStory: true,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: { toProfile: true, toStory: true } });
    expect(await storedTexts(cast.lovedOne.id)).toEqual({ obituary: text, story: text });

    const page = await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, { cookie: cast.admin.cookie });
    expect(await page.json()).toMatchObject({ memorial: { description: text } });
  });

  it('saves to only the place chosen', async () => {
    const cast = await createMemorialCast(t);
    await save(cast.lovedOne.id, cast.admin.cookie, {
      text: 'Profile only.',
      toProfile: true,
      toStory: false,
    });
    expect(await storedTexts(cast.lovedOne.id)).toEqual({ obituary: 'Profile only.', story: null });
    await save(cast.lovedOne.id, cast.admin.cookie, { text: 'Story only.', toProfile: false, toStory: true });
    expect(await storedTexts(cast.lovedOne.id)).toEqual({ obituary: 'Profile only.', story: 'Story only.' });
  });

  it('without a memorial page, refuses the story and keeps the profile untouched', async () => {
    const cast = await createMemorialCast(t);
    await t.deps.db.delete(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    const response = await save(cast.lovedOne.id, cast.admin.cookie, {
      text: OBITUARY,
      toProfile: true,
      toStory: true,
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(OBITUARY_MESSAGES.noMemorialPage);
    expect(await storedTexts(cast.lovedOne.id)).toEqual({ obituary: null, story: null });
    const start = await t.request('GET', `/api/obituary/${cast.lovedOne.id}`, { cookie: cast.admin.cookie });
    expect(await start.json()).toMatchObject({ memorial: null });
  });

  it.each([
    [{ text: '   ', toProfile: true, toStory: true }, OBITUARY_MESSAGES.textRequired],
    [{ text: OBITUARY, toProfile: false, toStory: false }, OBITUARY_MESSAGES.chooseWhere],
    [
      { text: 'x'.repeat(5001), toProfile: true, toStory: false },
      'Content exceeds maximum length of 5000 characters',
    ],
    [
      { text: 'Hi <script>alert(1)</script>', toProfile: true, toStory: false },
      'Content contains potentially dangerous elements',
    ],
  ])('refuses %o with its message', async (json, message) => {
    const cast = await createMemorialCast(t);
    const response = await save(cast.lovedOne.id, cast.admin.cookie, json);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(message);
    expect(await storedTexts(cast.lovedOne.id)).toEqual({ obituary: null, story: null });
  });

  it('without a model configured, refuses to stream a draft: the page writes it from templates', async () => {
    const cast = await createMemorialCast(t);
    const response = await t.request('POST', `/api/obituary/${cast.lovedOne.id}/draft`, {
      cookie: cast.admin.cookie,
      json: { fullName: 'Rose Lane' },
    });
    expect(response.status).toBe(409);
  });
});

describe('the Obituary Writer on someone’s own plans', () => {
  it('opens nothing, writes nothing and saves nothing: an obituary follows a death', async () => {
    const planner = await signUpUser(t);
    const setup = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: planner.cookie,
      json: { path: 'planning-ahead', answers: {} },
    });
    const { lovedOneId } = (await setup.json()) as { lovedOneId: string };
    const responses = [
      await t.request('GET', `/api/obituary/${lovedOneId}`, { cookie: planner.cookie }),
      await t.request('POST', `/api/obituary/${lovedOneId}/draft`, {
        cookie: planner.cookie,
        json: { fullName: 'Alex Rivera' },
      }),
      await save(lovedOneId, planner.cookie, { text: OBITUARY, toProfile: true, toStory: false }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toBe(PLAN_MESSAGES.noObituary);
    }
    expect((await storedTexts(lovedOneId)).obituary).toBeNull();
  });
});

describe('who may use the Obituary Writer', () => {
  it('gives a team member, a stranger and a signed-out visitor nothing, and changes nothing', async () => {
    const cast = await createMemorialCast(t);
    const id = cast.lovedOne.id;
    const attempts: [string | undefined, number][] = [
      [cast.member.cookie, 403],
      [cast.stranger.cookie, 404],
      [undefined, 401],
    ];
    for (const [cookie, status] of attempts) {
      const read = await t.request('GET', `/api/obituary/${id}`, { cookie });
      expect(read.status).toBe(status);
      expect(JSON.stringify(await read.json())).not.toContain('Rose');
      expect((await save(id, cookie, { text: OBITUARY, toProfile: true, toStory: true })).status).toBe(
        status,
      );
      const draft = await t.request('POST', `/api/obituary/${id}/draft`, {
        cookie,
        json: { fullName: 'Rose Lane' },
      });
      expect(draft.status).toBe(status);
    }
    expect(await storedTexts(id)).toEqual({ obituary: null, story: null });
  });

  it('answers a malformed or unknown id as not found', async () => {
    const cast = await createMemorialCast(t);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await t.request('GET', `/api/obituary/${id}`, { cookie: cast.admin.cookie })).status).toBe(404);
    }
  });
});
