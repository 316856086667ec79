import { afterEach, describe, expect, it } from 'vitest';
import { pdfText } from '#test/pdf-text.ts';
import { createTestApp, signUpUser, type TestApp } from '#test/test-app.ts';
import { lovedOneAccess, lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { onboardingAnswers } from '../onboarding/onboarding.schema.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Roles = Awaited<ReturnType<typeof setUp>>;

/** An admin with a loved one, a support member with access to it, and an outsider. */
async function setUp(app: TestApp) {
  const admin = await signUpUser(app, { firstName: 'Byron', lastName: 'King' });
  const member = await signUpUser(app, { firstName: 'Mary', lastName: 'Somerville' });
  const outsider = await signUpUser(app, { firstName: 'Olive', lastName: 'Stranger' });
  const [lovedOne] = await app.deps.db
    .insert(lovedOnes)
    .values({
      adminUserId: admin.userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      relationshipToUser: 'parent',
      dateOfBirth: '1950-12-10',
      dateOfDeath: '2026-03-03',
      stateCode: 'TX',
      county: 'Travis County',
    })
    .returning();
  await app.deps.db
    .insert(lovedOneAccess)
    .values({ lovedOneId: lovedOne!.id, userId: member.userId, grantedBy: admin.userId });
  // The outsider administers a loved one of their own, so "has some access" is not enough.
  await app.deps.db.insert(lovedOnes).values({ adminUserId: outsider.userId, firstName: 'Other' });
  return { admin, member, outsider, lovedOneId: lovedOne!.id };
}

const contextOf = (app: TestApp, lovedOneId: string, cookie?: string) =>
  app.request('GET', `/api/hubs/${lovedOneId}/context`, cookie ? { cookie } : {});

describe('GET /api/hubs/:lovedOneId/context', () => {
  it("gives the admin the loved one's details, where they lived and their own name for letters", async () => {
    t = await createTestApp();
    const { admin, lovedOneId } = await setUp(t);
    const response = await contextOf(t, lovedOneId, admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      context: {
        lovedOne: {
          id: lovedOneId,
          firstName: 'Ada',
          lastName: 'Lovelace',
          nameGiven: true,
          kind: 'recent-loss',
          plannerName: null,
          dateOfBirth: '1950-12-10',
          dateOfDeath: '2026-03-03',
          stateCode: 'TX',
          stateName: 'Texas',
          county: 'Travis County',
          willStatus: null,
        },
        yourRelationship: 'child',
        user: { firstName: 'Byron', lastName: 'King', email: admin.email },
        can: { editProfile: true },
      },
    });
  });

  it('tells the admin whether they left a will, from the answers after a death; never a member, nor from one’s own plans', async () => {
    t = await createTestApp();
    const app = t;
    const { admin, member, lovedOneId } = await setUp(app);
    const answer = (path: 'recent-loss' | 'planning-ahead', will_status: string) =>
      app.deps.db
        .insert(onboardingAnswers)
        .values({ lovedOneId, userId: admin.userId, path, answersJson: { will_status }, completionPct: 50 })
        .onConflictDoUpdate({
          target: onboardingAnswers.lovedOneId,
          set: { path, answersJson: { will_status } },
        });
    const willOf = async (cookie: string) =>
      (
        (await (await contextOf(app, lovedOneId, cookie)).json()) as {
          context: { lovedOne: { willStatus: unknown } };
        }
      ).context.lovedOne.willStatus;

    await answer('recent-loss', 'Yes');
    // The answers are the admin's own, as their prefill is.
    expect([await willOf(admin.cookie), await willOf(member.cookie)]).toEqual(['Yes', null]);
    await answer('recent-loss', 'something else');
    expect(await willOf(admin.cookie)).toBeNull();
    await answer('planning-ahead', 'In progress');
    expect(await willOf(admin.cookie)).toBeNull();
  });

  it("gives a support member the loved one with their own name, but not the admin's relationship", async () => {
    t = await createTestApp();
    const { member, lovedOneId } = await setUp(t);
    const response = await contextOf(t, lovedOneId, member.cookie);
    expect(response.status).toBe(200);
    const { context } = (await response.json()) as { context: Record<string, unknown> };
    expect(context.yourRelationship).toBeNull();
    expect(context.can).toEqual({ editProfile: false });
    expect(context.user).toEqual({ firstName: 'Mary', lastName: 'Somerville', email: member.email });
  });

  it('answers 404 to an outsider, exactly as for a loved one that does not exist', async () => {
    t = await createTestApp();
    const { outsider, lovedOneId } = await setUp(t);
    const forOutsider = await contextOf(t, lovedOneId, outsider.cookie);
    const missing = await contextOf(t, '00000000-0000-4000-8000-000000000000', outsider.cookie);
    const malformed = await contextOf(t, 'not-a-uuid', outsider.cookie);
    expect([forOutsider.status, missing.status, malformed.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([forOutsider.json(), missing.json(), malformed.json()]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toEqual(bodies[2]);
    expect(JSON.stringify(bodies[0])).not.toContain('Ada');
  });

  it('answers 401 when nobody is signed in', async () => {
    t = await createTestApp();
    const { lovedOneId } = await setUp(t);
    const response = await contextOf(t, lovedOneId);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('stops answering a member once their access is removed', async () => {
    t = await createTestApp();
    const { member, lovedOneId } = await setUp(t);
    await t.deps.db.delete(lovedOneAccess);
    expect((await contextOf(t, lovedOneId, member.cookie)).status).toBe(404);
  });
});

describe('GET /api/hubs/:lovedOneId/templates/:templateId.pdf', () => {
  const pdfOf = (app: TestApp, roles: Roles, cookie?: string, file = 'bank-account-closure.pdf') =>
    app.request(
      'GET',
      `/api/hubs/${roles.lovedOneId}/templates/${file}?timeZone=America/Chicago`,
      cookie ? { cookie } : {},
    );

  it('downloads the letter as a real PDF, filled in with what Harbor knows', async () => {
    t = await createTestApp();
    const roles = await setUp(t);
    const response = await pdfOf(t, roles, roles.admin.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Bank_Account_Closure_Letter.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Account holder: Ada Lovelace');
    expect(text).toContain('Date of death: March 3, 2026');
    expect(text).toContain("I am Ada Lovelace's child");
    expect(text).toContain('Byron King');
    expect(text).toContain(roles.admin.email);
    // What Harbor cannot know stays bracketed for the writer to fill in.
    expect(text).toContain('[Institution Name]');
    expect(text).not.toContain('[Your Name]');
  });

  it('fills the letter with the support member’s own name when they download it', async () => {
    t = await createTestApp();
    const roles = await setUp(t);
    const response = await pdfOf(t, roles, roles.member.cookie, 'pension-notification.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Pension_Provider_Notification.pdf');
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('Mary Somerville');
    expect(text).toContain('Date of birth: December 10, 1950');
    expect(text).toContain('[Your Relationship]');
  });

  it('answers 404 to an outsider and 401 to nobody, before looking at the template', async () => {
    t = await createTestApp();
    const roles = await setUp(t);
    const outsider = await pdfOf(t, roles, roles.outsider.cookie);
    expect(outsider.status).toBe(404);
    expect(outsider.headers.get('content-type')).toContain('application/json');
    expect(await outsider.text()).not.toContain('Ada');
    expect((await pdfOf(t, roles, undefined)).status).toBe(401);
  });

  it('answers 404 for a template that does not exist or a file that is not a PDF', async () => {
    t = await createTestApp();
    const roles = await setUp(t);
    const unknown = await pdfOf(t, roles, roles.admin.cookie, 'love-letter.pdf');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { message: 'Template not found' } });
    expect((await pdfOf(t, roles, roles.admin.cookie, 'bank-account-closure.txt')).status).toBe(404);
    expect((await pdfOf(t, roles, roles.admin.cookie, 'bank-account-closure')).status).toBe(404);
  });
});
