import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { firstFreeSlug, SLUG_MAX_LENGTH } from '#shared/memorials/memorial-slug.ts';
import { createTeam, errorOf, type Person } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import type { Db } from '../db/client.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialPage, type ReadTakenSlugs, takenSlugs } from './create-memorial.ts';
import { createMemorialFor, insertLovedOne, jsonOf } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Created = { memorial: { id: string; slug: string; isPublic: boolean } };

describe('POST /api/memorials', () => {
  it('creates a private page at first-last with a default title', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const response = await createMemorialFor(t, admin, lovedOne.id);
    expect(response.status).toBe(201);
    const { memorial } = await jsonOf<Created>(response);
    expect(memorial).toMatchObject({ slug: 'rose-lane', isPublic: false });
    const [row] = await t.deps.db.select().from(memorialPages).where(eq(memorialPages.id, memorial.id));
    expect(row).toMatchObject({
      title: 'In loving memory of Rose Lane',
      isPublic: false,
      moderation: 'publish',
    });
  });

  it('refuses a memorial for a person’s own plans, calmly, and makes no page', async () => {
    const planner = await signUpUser(t);
    const setup = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: planner.cookie,
      json: { path: 'planning-ahead', answers: {} },
    });
    const { lovedOneId } = await jsonOf<{ lovedOneId: string }>(setup);
    const response = await createMemorialFor(t, planner, lovedOneId);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(PLAN_MESSAGES.noMemorial);
    expect(await t.deps.db.select().from(memorialPages)).toEqual([]);
  });

  it("transliterates accents: 'José Núñez' → 'jose-nunez', and removes other characters", async () => {
    const admin = await signUpUser(t);
    const jose = await insertLovedOne(t, admin, 'José', 'Núñez');
    const maire = await insertLovedOne(t, admin, 'Máire', "O'Brien-Ståhl");
    const jose1 = await jsonOf<Created>(await createMemorialFor(t, admin, jose.id));
    const maire1 = await jsonOf<Created>(await createMemorialFor(t, admin, maire.id));
    expect(jose1.memorial.slug).toBe('jose-nunez');
    expect(maire1.memorial.slug).toBe('maire-obrien-stahl');
  });

  it('keeps the slug of the longest names within the limit, so the page opens at it', async () => {
    const admin = await signUpUser(t);
    const slugs: string[] = [];
    for (let copy = 0; copy < 2; copy += 1) {
      const lovedOne = await insertLovedOne(t, admin, 'ß'.repeat(50), 'Weiß'.repeat(12));
      slugs.push((await jsonOf<Created>(await createMemorialFor(t, admin, lovedOne.id))).memorial.slug);
    }
    expect(slugs[1]).toBe(`${slugs[0]}-1`);
    for (const slug of slugs) {
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      const page = await t.request('GET', `/api/memorials/by-slug/${slug}`, { cookie: admin.cookie });
      expect(page.status).toBe(200);
    }
  });

  it('adds -1, -2… when the slug is taken', async () => {
    const first = await signUpUser(t);
    const second = await signUpUser(t);
    const slugs: string[] = [];
    for (const admin of [first, second, first]) {
      const lovedOne = await insertLovedOne(t, admin, 'Ana', 'Silva');
      slugs.push((await jsonOf<Created>(await createMemorialFor(t, admin, lovedOne.id))).memorial.slug);
    }
    expect(slugs).toEqual(['ana-silva', 'ana-silva-1', 'ana-silva-2']);
  });

  it('gives two people with the same name different slugs when created at the same moment', async () => {
    const first = await signUpUser(t);
    const second = await signUpUser(t);
    const a = await insertLovedOne(t, first, 'John', 'Smith');
    const b = await insertLovedOne(t, second, 'John', 'Smith');
    const c = await insertLovedOne(t, second, 'Jöhn', 'Smith');
    const responses = await Promise.all([
      createMemorialFor(t, first, a.id),
      createMemorialFor(t, second, b.id),
      createMemorialFor(t, second, c.id),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    const slugs = await Promise.all(responses.map(async (r) => (await jsonOf<Created>(r)).memorial.slug));
    expect(new Set(slugs)).toEqual(new Set(['john-smith', 'john-smith-1', 'john-smith-2']));
  });

  it("answers 409 'Memorial already exists', even for two clicks at once", async () => {
    const { admin, lovedOne } = await createTeam(t);
    const [one, two] = await Promise.all([
      createMemorialFor(t, admin, lovedOne.id),
      createMemorialFor(t, admin, lovedOne.id),
    ]);
    expect([one!.status, two!.status].sort()).toEqual([201, 409]);
    const again = await createMemorialFor(t, admin, lovedOne.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'CONFLICT', message: 'Memorial already exists' });
    expect(await t.deps.db.select().from(memorialPages)).toHaveLength(1);
  });

  it('is for the admin only: members get 403, strangers 404, signed-out visitors 401', async () => {
    const { member, stranger, lovedOne } = await createTeam(t);
    const refused = await createMemorialFor(t, member, lovedOne.id);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the admin can create the memorial page.',
    });
    expect((await createMemorialFor(t, stranger, lovedOne.id)).status).toBe(404);
    const anonymous = await t.request('POST', '/api/memorials', { json: { lovedOneId: lovedOne.id } });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).code).toBe('UNAUTHENTICATED');
    expect(await t.deps.db.select().from(memorialPages)).toHaveLength(0);
  });

  it('asks for their name first while the relationship stands in for it, and creates nothing', async () => {
    const { admin, lovedOne } = await createTeam(t);
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Spouse', lastName: '', nameGiven: false })
      .where(eq(lovedOnes.id, lovedOne.id));
    const refused = await createMemorialFor(t, admin, lovedOne.id);
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({
      message: 'Please add their name before creating their memorial page.',
    });
    expect(await t.deps.db.select().from(memorialPages)).toHaveLength(0);
  });

  it('shows up on the dashboard: the "No memorial page" badge goes away', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const summaryOf = async () =>
      jsonOf<{ summary: { hasMemorial: boolean } }>(
        await t.request('GET', `/api/loved-ones/${lovedOne.id}?timeZone=UTC`, { cookie: admin.cookie }),
      );
    expect((await summaryOf()).summary.hasMemorial).toBe(false);
    await createMemorialFor(t, admin, lovedOne.id);
    expect((await summaryOf()).summary.hasMemorial).toBe(true);
  });
});

describe('createMemorialPage when another request wins the slug between the read and the insert', () => {
  /**
   * Reads the taken slugs for real, then lets a competitor create its page at the slug that read
   * leaves free, so our insert meets the unique index with a stale answer (as on PostgreSQL under
   * load). The competitor wins the first `wins` reads; later reads pass through.
   */
  function competitorWins(admin: Person, wins: number) {
    const reads: Set<string>[] = [];
    const readTakenSlugs: ReadTakenSlugs = async (db: Db, base: string) => {
      const taken = await takenSlugs(db, base);
      reads.push(taken);
      if (reads.length <= wins) {
        const rival = await insertLovedOne(t, admin, 'Ada', 'King');
        await db.insert(memorialPages).values({
          lovedOneId: rival.id,
          slug: firstFreeSlug(base, taken),
          title: 'Rival',
          isPublic: false,
        });
      }
      return taken;
    };
    return { reads, readTakenSlugs };
  }

  it('retries after the unique violation and takes -1', async () => {
    const admin = await signUpUser(t);
    const lovedOne = await insertLovedOne(t, admin, 'Ada', 'King');
    const race = competitorWins(admin, 1);
    const result = await createMemorialPage(t.deps.db, lovedOne, race);
    expect(result).toMatchObject({ created: true, page: { slug: 'ada-king-1', lovedOneId: lovedOne.id } });
    expect(race.reads).toEqual([new Set(), new Set(['ada-king'])]);
  });

  it('keeps retrying while others keep winning, and takes -2', async () => {
    const admin = await signUpUser(t);
    const lovedOne = await insertLovedOne(t, admin, 'Ada', 'King');
    const race = competitorWins(admin, 2);
    const result = await createMemorialPage(t.deps.db, lovedOne, race);
    expect(result).toMatchObject({ created: true, page: { slug: 'ada-king-2' } });
    expect(race.reads).toHaveLength(3);
    const slugs = (await t.deps.db.select({ slug: memorialPages.slug }).from(memorialPages)).map(
      (r) => r.slug,
    );
    expect(slugs.sort()).toEqual(['ada-king', 'ada-king-1', 'ada-king-2']);
  });

  it('gives up with an error, not a loop, when it loses every time', async () => {
    const admin = await signUpUser(t);
    const lovedOne = await insertLovedOne(t, admin, 'Ada', 'King');
    const race = competitorWins(admin, Number.POSITIVE_INFINITY);
    await expect(createMemorialPage(t.deps.db, lovedOne, race)).rejects.toThrow(
      'No free memorial slug for "ada-king" after 20 attempts',
    );
    expect(race.reads).toHaveLength(20);
    const [own] = await t.deps.db
      .select()
      .from(memorialPages)
      .where(eq(memorialPages.lovedOneId, lovedOne.id));
    expect(own).toBeUndefined();
  });
});
