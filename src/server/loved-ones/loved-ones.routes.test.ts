import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates/calendar-days.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { PLAN_MESSAGES } from '#shared/loved-ones/profile-kind.ts';
import { lovedOnePolicy } from '#shared/permissions/loved-one-permissions.ts';
import { answerOf, ask, expectedAnswer, playersOf } from '#test/factories/permission-matrix.ts';
import { createTeam, errorOf, insertTask, makePng, type Person } from '#test/factories/team.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { createLovedOne } from './create-loved-one.ts';
import { preparePhoto } from './loved-one-photo.ts';
import { lovedOnes } from './loved-ones.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const fields = {
  firstName: 'Maria',
  lastName: "O'Neil",
  dateOfBirth: '1950-02-03',
  dateOfDeath: '2026-09-10',
  relationshipToUser: 'parent',
};

async function formWith(values: Record<string, string>, photo: Uint8Array | null, name = 'photo.png') {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (photo) form.set('photo', new File([photo as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  return form;
}

const createAs = async (person: Person | null, values = fields, photo?: Uint8Array | null) =>
  t.request('POST', '/api/loved-ones', {
    cookie: person?.cookie,
    body: await formWith(values, photo === undefined ? await makePng(2000, 1500) : photo),
  });

describe('POST /api/loved-ones (Add Loved One)', () => {
  it('creates the profile, resizes the photo and stores it under loved-one-photos/{userId}/{id}.webp', async () => {
    const user = await signUpUser(t);
    const response = await createAs(user);
    expect(response.status).toBe(201);
    const { lovedOne } = (await response.json()) as {
      lovedOne: { id: string; photoUrl: string; can: Record<string, boolean> };
    };
    expect(lovedOne).toMatchObject({
      can: { view: true, edit: true, personalise: true, invite: true },
      photoUrl: expect.stringContaining(`/api/loved-ones/${lovedOne.id}/photo?v=`),
    });
    const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOne.id));
    expect(row).toMatchObject({
      ...fields,
      adminUserId: user.userId,
      photoKey: `loved-one-photos/${user.userId}/${lovedOne.id}.webp`,
    });
    const stored = await t.deps.storage.get(row!.photoKey!);
    const meta = await sharp(stored!.body).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
  });

  it("refuses a signed-out visitor with the spec's words", async () => {
    const response = await createAs(null);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe('You must be logged in to create a loved one profile');
  });

  it.each([
    ['no photo', fields, null],
    ['no first name', { ...fields, firstName: ' ' }, undefined],
    ['no date of death', { ...fields, dateOfDeath: '' }, undefined],
    ['no relationship', { ...fields, relationshipToUser: '' }, undefined],
  ])('refuses %s: "Please fill in all required fields and upload a photo"', async (_case, values, photo) => {
    const user = await signUpUser(t);
    const response = await createAs(user, values as typeof fields, photo as Uint8Array | null | undefined);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe('Please fill in all required fields and upload a photo');
    expect(await t.deps.db.select().from(lovedOnes)).toHaveLength(0);
  });

  it('refuses a date of death before the birth, or in the future', async () => {
    const user = await signUpUser(t);
    const before = await createAs(user, { ...fields, dateOfDeath: '1949-12-31' });
    expect((await errorOf(before)).message).toBe("The date of passing can't be before the date of birth");
    const future = await createAs(user, {
      ...fields,
      dateOfDeath: addDays(todayIn('Pacific/Kiritimati'), 1),
    });
    expect((await errorOf(future)).message).toBe("The date of passing can't be in the future");
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const user = await signUpUser(t);
    const fake = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const response = await createAs(user, fields, fake);
    expect(response.status).toBe(422);
    // Named on the photo, so the form says it under the photo and keeps the rest.
    expect((await errorOf(response)).issues).toEqual([
      { path: 'photo', message: 'Please select an image file.' },
    ]);
    expect(await t.deps.db.select().from(lovedOnes)).toHaveLength(0);
  });

  it("answers 'This loved one already exists' with the existing id for the same person twice", async () => {
    const user = await signUpUser(t);
    const first = (await (await createAs(user)).json()) as { lovedOne: { id: string } };
    const again = await createAs(user, { ...fields, firstName: 'MARIA' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'ALREADY_EXISTS',
        message: 'This loved one already exists',
        existingLovedOneId: first.lovedOne.id,
      },
    });
    // Another admin may have a profile of the same person: it is theirs, not a duplicate.
    const other = await signUpUser(t);
    expect((await createAs(other)).status).toBe(201);
  });

  it("turns a race past the check into 'A profile with the same details already exists'", async () => {
    const user = await signUpUser(t);
    const photo = await preparePhoto(await makePng());
    await createLovedOne(t.deps, user.userId, fields, photo);
    await expect(createLovedOne(t.deps, user.userId, fields, photo)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A profile with the same details already exists',
    });
  });
});

describe('the loved-one routes, as a permission matrix', () => {
  it('answers each of the cast what the loved-one policy says: admin edits, members read (403 on edits), others get 404', async () => {
    const team = await createTeam(t);
    const { lovedOne } = team;
    const base = `/api/loved-ones/${lovedOne.id}`;
    const photoForm = async () => formWith({}, await makePng());
    // Give the loved one a photo first (as the admin).
    expect(
      (await t.request('PUT', `${base}/photo`, { cookie: team.admin.cookie, body: await photoForm() }))
        .status,
    ).toBe(200);
    const patch = { firstName: 'Rosa', lastName: 'Lane' };
    const requests = [
      { name: 'get', action: 'view', send: (cookie?: string) => t.request('GET', base, { cookie }) },
      {
        name: 'patch',
        action: 'edit',
        send: (cookie?: string) => t.request('PATCH', base, { cookie, json: patch }),
      },
      {
        name: 'put photo',
        action: 'edit',
        send: async (cookie?: string) =>
          t.request('PUT', `${base}/photo`, { cookie, body: await photoForm() }),
      },
      {
        name: 'get photo',
        action: 'view',
        send: (cookie?: string) => t.request('GET', `${base}/photo`, { cookie }),
      },
    ] as const;
    const cast = playersOf(team);
    for (const { name: who, person, viewer } of cast) {
      for (const request of requests) {
        const response = await request.send(person?.cookie);
        const expected = expectedAnswer(viewer, [ask(lovedOnePolicy, request.action, lovedOne)], 200);
        const answer = await answerOf(response.clone());
        const text = await response.text();
        expect([who, request.name, answer]).toEqual([who, request.name, expected]);
        if (response.status === 404) {
          expect(text).not.toContain('Rose');
          expect(text).not.toContain('Rosa');
        }
      }
    }
    // The decision-034 matrix the policy answers above, spelled out once.
    expect(
      Object.fromEntries(
        cast.map(({ name, viewer }) => [
          name,
          requests.map(
            (request) => expectedAnswer(viewer, [ask(lovedOnePolicy, request.action, lovedOne)], 200).status,
          ),
        ]),
      ),
    ).toEqual({
      //            get  patch put  photo
      admin: [200, 200, 200, 200],
      member: [200, 403, 403, 200],
      'other member': [200, 403, 403, 200],
      stranger: [404, 404, 404, 404],
      'signed out': [401, 401, 401, 401],
    });
    // A well-formed id that does not exist answers exactly like someone else's.
    const missing = await t.request('GET', '/api/loved-ones/00000000-0000-4000-8000-000000000000', {
      cookie: team.stranger.cookie,
    });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual(
      await errorOf(await t.request('GET', base, { cookie: team.stranger.cookie })),
    );
    expect((await t.request('GET', '/api/loved-ones/not-a-uuid', { cookie: team.admin.cookie })).status).toBe(
      404,
    );
  });
});

describe('GET /api/loved-ones/:id', () => {
  it('answers the profile, what the viewer may do and the summary in one response', async () => {
    const { member, lovedOne } = await createTeam(t);
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'pending' });
    await insertTask(t, { lovedOneId: lovedOne.id, status: 'completed' });
    const response = await t.request('GET', `/api/loved-ones/${lovedOne.id}`, { cookie: member.cookie });
    const body = (await response.json()) as {
      lovedOne: Record<string, unknown>;
      summary: { counts: { open: number }; teamCount: number };
    };
    expect(body.lovedOne).toMatchObject({
      id: lovedOne.id,
      can: { view: true, edit: false, personalise: false, invite: false },
    });
    expect(body.lovedOne).not.toHaveProperty('adminUserId');
    expect(body.lovedOne).not.toHaveProperty('photoKey');
    expect(body.summary.counts.open).toBe(1);
    expect(body.summary.teamCount).toBe(3);
  });
});

describe('PATCH /api/loved-ones/:id (Edit Profile Information)', () => {
  it('saves the fields exactly as typed and empty optionals as null', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const response = await t.request('PATCH', `/api/loved-ones/${lovedOne.id}`, {
      cookie: admin.cookie,
      json: {
        firstName: 'Rose',
        lastName: 'Lane-Smith',
        dateOfBirth: '',
        dateOfDeath: '2026-10-01',
        relationshipToUser: '',
        obituary: 'Loved by all. "Mum\'s" garden <3',
        memorialWebsiteUrl: '',
      },
    });
    expect(response.status).toBe(200);
    const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOne.id));
    expect(row).toMatchObject({
      lastName: 'Lane-Smith',
      dateOfBirth: null,
      relationshipToUser: null,
      obituary: 'Loved by all. "Mum\'s" garden <3',
      memorialWebsiteUrl: null,
    });
  });

  it('saves where they lived, which the legal tools then read, and keeps it when an edit leaves it out', async () => {
    const { admin, lovedOne } = await createTeam(t);
    const patch = (json: Record<string, unknown>) =>
      t.request('PATCH', `/api/loved-ones/${lovedOne.id}`, { cookie: admin.cookie, json });
    const saved = await patch({
      firstName: 'Rose',
      lastName: 'Lane',
      stateCode: 'CA',
      county: 'Alameda County',
    });
    expect(saved.status).toBe(200);
    const hub = await t.request('GET', `/api/hubs/${lovedOne.id}/context`, { cookie: admin.cookie });
    expect(((await hub.json()) as { context: { lovedOne: unknown } }).context.lovedOne).toMatchObject({
      stateCode: 'CA',
      stateName: 'California',
      county: 'Alameda County',
    });

    expect((await patch({ firstName: 'Rose', lastName: 'Lane' })).status).toBe(200);
    const placeOf = async () => {
      const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, lovedOne.id));
      return { stateCode: row!.stateCode, county: row!.county };
    };
    expect(await placeOf()).toEqual({ stateCode: 'CA', county: 'Alameda County' });

    const refused = await patch({
      firstName: 'Rose',
      lastName: 'Lane',
      stateCode: 'TX',
      county: 'Alameda County',
    });
    expect(refused.status).toBe(422);
    expect(await placeOf()).toEqual({ stateCode: 'CA', county: 'Alameda County' });
  });

  it('takes the saved name as given, where the relationship stood in for it', async () => {
    const { admin, lovedOne } = await createTeam(t);
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Parent', lastName: '', nameGiven: false })
      .where(eq(lovedOnes.id, lovedOne.id));
    const response = await t.request('PATCH', `/api/loved-ones/${lovedOne.id}`, {
      cookie: admin.cookie,
      json: { firstName: 'Rose', lastName: 'Lane' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { lovedOne: { firstName: string; nameGiven: boolean } };
    expect(body.lovedOne).toMatchObject({ firstName: 'Rose', nameGiven: true });
  });

  it.each([
    [{ firstName: '', lastName: 'Lane' }, 'First name is required'],
    [{ firstName: 'Rose', lastName: '' }, 'Last name is required'],
    [
      { firstName: 'Rose', lastName: 'Lane', memorialWebsiteUrl: 'javascript:alert(1)' },
      'Please enter a valid web address starting with http:// or https://',
    ],
    [
      { firstName: 'Rose', lastName: 'Lane', obituary: '<script>x</script>' },
      'Content contains potentially dangerous elements',
    ],
  ])('refuses %j with "%s"', async (json, message) => {
    const { admin, lovedOne } = await createTeam(t);
    const response = await t.request('PATCH', `/api/loved-ones/${lovedOne.id}`, {
      cookie: admin.cookie,
      json,
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(message);
  });
});

describe('PATCH of one’s own plan', () => {
  const planOf = async (person: Person) => {
    const response = await t.request('POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie: person.cookie,
      json: { path: 'planning-ahead', answers: {} },
    });
    return ((await response.json()) as { lovedOneId: string }).lovedOneId;
  };

  it('saves the planner’s name, birth date and own obituary', async () => {
    const planner = await signUpUser(t);
    const planId = await planOf(planner);
    const response = await t.request('PATCH', `/api/loved-ones/${planId}`, {
      cookie: planner.cookie,
      json: {
        firstName: 'June',
        lastName: 'Park',
        dateOfBirth: '1961-04-05',
        dateOfDeath: '',
        obituary: 'In my words.',
      },
    });
    expect(response.status).toBe(200);
    const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, planId));
    expect(row).toMatchObject({
      firstName: 'June',
      dateOfBirth: '1961-04-05',
      dateOfDeath: null,
      obituary: 'In my words.',
    });
  });

  it.each([
    { dateOfDeath: '2026-01-02' },
    { relationshipToUser: 'parent' },
    { memorialWebsiteUrl: 'https://example.com' },
  ])('refuses %j on a plan and keeps it as it was', async (deathDetail) => {
    const planner = await signUpUser(t);
    const planId = await planOf(planner);
    const response = await t.request('PATCH', `/api/loved-ones/${planId}`, {
      cookie: planner.cookie,
      json: { firstName: 'June', lastName: 'Park', ...deathDetail },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(PLAN_MESSAGES.noDeathDetails);
    const [row] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, planId));
    expect(row).toMatchObject({
      firstName: 'My',
      dateOfDeath: null,
      relationshipToUser: null,
      memorialWebsiteUrl: null,
    });
  });
});

describe('GET /api/loved-ones/:id/photo', () => {
  it('serves the photo privately with an hour of caching and an ETag that answers 304', async () => {
    const user = await signUpUser(t);
    const { lovedOne } = (await (await createAs(user)).json()) as {
      lovedOne: { id: string; photoUrl: string };
    };
    const response = await t.request('GET', lovedOne.photoUrl, { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request('GET', lovedOne.photoUrl, {
      cookie: user.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 when the loved one has no photo', async () => {
    const { admin, lovedOne } = await createTeam(t);
    expect(
      (await t.request('GET', `/api/loved-ones/${lovedOne.id}/photo`, { cookie: admin.cookie })).status,
    ).toBe(404);
  });
});
