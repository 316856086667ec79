import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam } from '#test/factories/team.ts';
import { cookieFrom, createTestApp, signUpUser, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { analyticsEvents } from '../analytics/analytics.schema.ts';
import { sessions, twoFactors, users } from '../auth/auth.schema.ts';
import { mailOutbox, securityEvents } from '../infra/infra.schema.ts';
import { disabledUsers } from './operator.schema.ts';
import {
  createOperatorApp,
  createPilotOperatorApp,
  enableTwoFactor,
  markVerified,
  OPERATOR_EMAIL,
} from './operator.test-support.ts';
import { isOperator } from './operator-access.ts';
import { PILOT_PASSCODE_SUBJECT, WAITLIST_CSV_HEADER } from './operator-waitlist.ts';

let t: TestApp;
/** The same database served with e-mail verification required, as in production. */
let strict: TestApp;
let operatorCookie: string;
let operatorId: string;

const UNCONFIRMED_OPERATOR_EMAIL = 'unconfirmed-operator@x.example';
const EARLY_OPERATOR_EMAIL = 'early-operator@x.example';

beforeAll(async () => {
  const created = await createOperatorApp();
  t = created.t;
  operatorCookie = created.operator.cookie;
  operatorId = created.operator.userId;
  strict = await createTestApp({
    database: t.database,
    env: {
      OPERATOR_EMAILS: [OPERATOR_EMAIL, UNCONFIRMED_OPERATOR_EMAIL, EARLY_OPERATOR_EMAIL].join(','),
      REQUIRE_EMAIL_VERIFICATION: 'true',
    },
  });
});
afterAll(async () => {
  await strict.close();
  await t.close();
});

const asOperator = (method: string, url: string, json?: unknown) =>
  t.request(method, url, { cookie: operatorCookie, json });

async function joinWaitlist(firstName: string, lastName: string, email: string, interestReason = '') {
  const response = await t.request('POST', '/api/waitlist', {
    json: { firstName, lastName, email, interestReason },
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  expect(response.status).toBe(201);
}

describe('operator permission matrix', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/operator/me'],
    ['GET', '/api/operator/waitlist'],
    ['GET', '/api/operator/waitlist.csv'],
    ['POST', '/api/operator/waitlist/passcode', { ids: ['8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11'] }],
    ['GET', '/api/operator/funnel'],
    ['GET', '/api/operator/users'],
    ['POST', '/api/operator/users/USER/disable'],
    ['POST', '/api/operator/users/USER/enable'],
    ['POST', '/api/operator/users/USER/resend-verification'],
    ['POST', '/api/operator/users/USER/two-factor/reset'],
    ['GET', '/api/operator/users/USER/deletion-impact'],
    ['DELETE', '/api/operator/users/USER'],
    ['GET', '/api/operator/security-events'],
    ['GET', '/api/operator/outbox'],
    ['POST', '/api/operator/outbox/8c0f5a52-2f4f-4a8e-9d38-4f0f9b0d2c11/retry'],
  ];

  it('answers 404 to a signed-out visitor, a signed-in user and, where verification is required, an unconfirmed operator address, and changes nothing', async () => {
    const target = await signUpUser(t);
    // With two-step sign-in on, a reset that got through would show in the checks below.
    await enableTwoFactor(t, target);
    const plain = await signUpUser(t);
    await markVerified(t, plain.userId);
    // Listed in OPERATOR_EMAILS but never confirmed: where confirmation is required, whoever
    // registered it first is not trusted.
    const unconfirmed = await signUpUser(t, { email: UNCONFIRMED_OPERATOR_EMAIL });
    await joinWaitlist('Matrix', 'Person', 'matrix@example.com');
    const outboxBefore = await t.deps.db.select().from(mailOutbox);
    const targetSessions = () => t.deps.db.select().from(sessions).where(eq(sessions.userId, target.userId));
    const sessionsBefore = await targetSessions();

    const askers: [TestApp, string | undefined, string][] = [
      [t, undefined, 'visitor'],
      [t, plain.cookie, 'user'],
      [strict, unconfirmed.cookie, 'unconfirmed operator'],
    ];
    for (const [app, cookie, who] of askers) {
      for (const [method, url, json] of routes) {
        const response = await app.request(method, url.replace('USER', target.userId), { cookie, json });
        expect(response.status, `${method} ${url} as ${who}`).toBe(404);
        const body = (await response.json()) as { error: { code: string } };
        expect(body.error.code).toBe('NOT_FOUND');
      }
    }

    const [targetRow] = await t.deps.db.select().from(users).where(eq(users.id, target.userId));
    expect(targetRow?.twoFactorEnabled).toBe(true);
    expect(
      await t.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, target.userId)),
    ).toHaveLength(1);
    expect(await t.deps.db.select().from(disabledUsers)).toEqual([]);
    expect(await targetSessions()).toEqual(sessionsBefore);
    expect(await t.deps.db.select().from(mailOutbox)).toHaveLength(outboxBefore.length);
  });

  it('lets a confirmed operator in, whatever the case of the address in OPERATOR_EMAILS', async () => {
    const response = await asOperator('GET', '/api/operator/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: OPERATOR_EMAIL });
    expect((await strict.request('GET', '/api/operator/me', { cookie: operatorCookie })).status).toBe(200);
  });
});

describe('who is an operator', () => {
  it('asks for a confirmed address only where e-mail verification is required', async () => {
    // With verification off (the development default) sign-up sends no confirmation mail.
    const listed = await signUpUser(t, { email: 'other@x.example' });
    const me = await t.request('GET', '/api/operator/me', { cookie: listed.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: 'other@x.example' });

    const early = await signUpUser(t, { email: EARLY_OPERATOR_EMAIL });
    expect((await strict.request('GET', '/api/operator/me', { cookie: early.cookie })).status).toBe(404);
    await markVerified(t, early.userId);
    expect((await strict.request('GET', '/api/operator/me', { cookie: early.cookie })).status).toBe(200);
  });

  it('is decided by the list, confirmation, the verification setting and production together', () => {
    const lenient = {
      operatorEmails: ['op@x.example'],
      requireEmailVerification: false,
      isProduction: false,
    };
    const required = { ...lenient, requireEmailVerification: true };
    const productionWithoutVerification = { ...lenient, isProduction: true };
    const unconfirmed = { email: ' OP@x.example ', emailVerified: false };
    const confirmed = { ...unconfirmed, emailVerified: true };
    expect(isOperator(unconfirmed, lenient)).toBe(true);
    expect(isOperator(unconfirmed, required)).toBe(false);
    expect(isOperator(unconfirmed, productionWithoutVerification)).toBe(false);
    expect(isOperator(confirmed, productionWithoutVerification)).toBe(true);
    expect(isOperator(confirmed, required)).toBe(true);
    expect(isOperator({ email: 'someone@x.example', emailVerified: true }, lenient)).toBe(false);
    expect(isOperator(null, lenient)).toBe(false);
  });
});

describe('waitlist', () => {
  beforeAll(async () => {
    await joinWaitlist('Grace', 'Hopper', 'grace@example.com', 'For my father');
    await joinWaitlist(
      '=HYPERLINK("http://evil.example","click")',
      'Smith',
      'formula@example.com',
      '+1 555 0100',
    );
  });

  it('lists entries and searches by name or e-mail, treating % and _ literally', async () => {
    const all = (await (await asOperator('GET', '/api/operator/waitlist')).json()) as {
      entries: { email: string }[];
      total: number;
    };
    expect(all.entries.map((e) => e.email)).toEqual(
      expect.arrayContaining(['grace@example.com', 'formula@example.com']),
    );
    const found = (await (await asOperator('GET', '/api/operator/waitlist?q=HOPP')).json()) as {
      entries: { email: string; interestReason: string }[];
      total: number;
    };
    expect(found.total).toBe(1);
    expect(found.entries[0]).toMatchObject({ email: 'grace@example.com', interestReason: 'For my father' });
    const literal = (await (await asOperator('GET', '/api/operator/waitlist?q=%25')).json()) as {
      total: number;
    };
    expect(literal.total).toBe(0);
  });

  it('exports a CSV that a spreadsheet cannot run as formulas', async () => {
    const response = await asOperator('GET', '/api/operator/waitlist.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="harbor-waitlist-/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(WAITLIST_CSV_HEADER.join(','));
    const formulaRow = lines.find((line) => line.includes('formula@example.com'))!;
    expect(formulaRow.startsWith('"\'=HYPERLINK(')).toBe(true);
    expect(formulaRow).toContain(",'+1 555 0100,");
    expect(lines.some((line) => line.startsWith('Grace,Hopper,grace@example.com,For my father,'))).toBe(true);
  });

  it('explains that there is no passcode to send when the pilot has none', async () => {
    const list = (await (await asOperator('GET', '/api/operator/waitlist?q=grace')).json()) as {
      entries: { id: string }[];
    };
    const response = await asOperator('POST', '/api/operator/waitlist/passcode', {
      ids: [list.entries[0]!.id],
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      'PREVIEW_PASSCODE',
    );
  });

  it('refuses an empty selection or a malformed id', async () => {
    expect((await asOperator('POST', '/api/operator/waitlist/passcode', { ids: [] })).status).toBe(422);
    expect((await asOperator('POST', '/api/operator/waitlist/passcode', { ids: ['grace'] })).status).toBe(
      422,
    );
  });
});

describe('funnel', () => {
  it('counts each step this week', async () => {
    const before = (await (await asOperator('GET', '/api/operator/funnel?weeks=4')).json()) as {
      weeks: Record<string, number | string>[];
    };
    expect(before.weeks).toHaveLength(4);
    await t.deps.db
      .insert(analyticsEvents)
      .values([
        { name: 'waitlist_opened' },
        { name: 'waitlist_opened' },
        { name: 'checklist_generated', properties: { source: 'setup', task_count: 12 } },
        { name: 'page_view', properties: { path: '/' } },
      ]);
    const after = (await (await asOperator('GET', '/api/operator/funnel?weeks=4')).json()) as {
      weeks: Record<string, number | string>[];
    };
    const thisWeek = after.weeks.at(-1)!;
    const lastBefore = before.weeks.at(-1)!;
    expect(thisWeek.waitlist_opened).toBe(Number(lastBefore.waitlist_opened) + 2);
    expect(thisWeek.checklist_generated).toBe(Number(lastBefore.checklist_generated) + 1);
    expect(thisWeek).not.toHaveProperty('page_view');
    expect((await asOperator('GET', '/api/operator/funnel?weeks=99')).status).toBe(422);
  });
});

describe('users', () => {
  it('disables an account: its sessions end and it cannot sign in until enabled again', async () => {
    const person = await signUpUser(t, { email: 'disable-me@example.com' });
    const list = (await (await asOperator('GET', '/api/operator/users?q=disable-me')).json()) as {
      users: { id: string; isDisabled: boolean }[];
    };
    expect(list.users).toEqual([expect.objectContaining({ id: person.userId, isDisabled: false })]);

    expect((await asOperator('POST', `/api/operator/users/${person.userId}/disable`)).status).toBe(200);
    const session = await t.request('GET', '/api/account/profile', { cookie: person.cookie });
    expect(session.status).toBe(401);
    const signIn = () =>
      t.request('POST', '/api/auth/sign-in/email', {
        json: { email: person.email, password: person.password },
        headers: { 'x-forwarded-for': uniqueClientIp() },
      });
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('has been disabled');
    const wrongPassword = await t.request('POST', '/api/auth/sign-in/email', {
      json: { email: person.email, password: 'Wrong-Password-1' },
      headers: { 'x-forwarded-for': uniqueClientIp() },
    });
    expect(((await wrongPassword.json()) as { message: string }).message).not.toContain('disabled');

    expect((await asOperator('POST', `/api/operator/users/${person.userId}/enable`)).status).toBe(200);
    const allowed = await signIn();
    expect(allowed.status).toBe(200);
    const profile = await t.request('GET', '/api/account/profile', { cookie: cookieFrom(allowed) });
    expect(profile.status).toBe(200);
  });

  it('resends the verification mail to an unconfirmed address only', async () => {
    const person = await signUpUser(t, { email: 'resend-me@example.com' });
    const response = await asOperator('POST', `/api/operator/users/${person.userId}/resend-verification`);
    expect(response.status).toBe(200);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mails.map((mail) => mail.subject)).toContain('Verify your email for Harbor');
    await markVerified(t, person.userId);
    expect(
      (await asOperator('POST', `/api/operator/users/${person.userId}/resend-verification`)).status,
    ).toBe(409);
  });

  it('sends one verification mail when resend is pressed three times at once', async () => {
    const person = await signUpUser(t, { email: 'pressed-twice@example.com' });
    const verificationMails = async () =>
      (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email))).filter(
        (mail) => mail.subject === 'Verify your email for Harbor',
      );
    const before = (await verificationMails()).length;

    const resends = await Promise.all(
      [1, 2, 3].map(() => asOperator('POST', `/api/operator/users/${person.userId}/resend-verification`)),
    );
    expect(resends.map((response) => response.status).sort()).toEqual([200, 429, 429]);
    const refused = resends.find((response) => response.status === 429)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'A verification e-mail went to this address less than a minute ago. Please wait a minute before sending another.',
    );
    expect(await verificationMails()).toHaveLength(before + 1);
  });

  it('says, before deleting an account, which loved ones go with it and who loses them', async () => {
    const team = await createTeam(t);
    const impact = await asOperator('GET', `/api/operator/users/${team.admin.userId}/deletion-impact`);
    expect(impact.status).toBe(200);
    expect(await impact.json()).toEqual({
      lovedOnes: [
        {
          id: team.lovedOne.id,
          name: 'Rose Lane',
          canBeHandedOver: true,
          membersLosingAccess: 2,
          hasLiveMemorial: false,
        },
      ],
    });
    const alone = await signUpUser(t);
    expect(
      await (await asOperator('GET', `/api/operator/users/${alone.userId}/deletion-impact`)).json(),
    ).toEqual({ lovedOnes: [] });
  });

  it('deletes an account the same way as the person deleting it', async () => {
    const person = await signUpUser(t, { email: 'delete-me@example.com' });
    const response = await asOperator('DELETE', `/api/operator/users/${person.userId}`);
    expect(response.status).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.id, person.userId))).toEqual([]);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual([]);
    expect((await asOperator('DELETE', `/api/operator/users/${person.userId}`)).status).toBe(404);
  });

  it('turns off two-step sign-in for someone who lost phone and codes; they then sign in with the password alone', async () => {
    const person = await signUpUser(t, { email: 'lost-phone@example.com' });
    const cookie = await enableTwoFactor(t, person);
    const signIn = () =>
      t.request('POST', '/api/auth/sign-in/email', {
        json: { email: person.email, password: person.password },
        headers: { 'x-forwarded-for': uniqueClientIp() },
      });
    expect(await (await signIn()).json()).toMatchObject({ twoFactorRedirect: true });
    const listed = (await (await asOperator('GET', '/api/operator/users?q=lost-phone')).json()) as {
      users: { id: string; twoFactorEnabled: boolean }[];
    };
    expect(listed.users).toEqual([expect.objectContaining({ id: person.userId, twoFactorEnabled: true })]);

    const reset = await asOperator('POST', `/api/operator/users/${person.userId}/two-factor/reset`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ twoFactorEnabled: false });

    // Signed out everywhere, told by mail, and the reset is on record for both accounts.
    expect((await t.request('GET', '/api/account/profile', { cookie })).status).toBe(401);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(mails.map((mail) => mail.subject)).toContain(
      'Two-step sign-in was turned off for your Harbor account',
    );
    const [reported] = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'two_factor_reset_by_operator'));
    expect(reported).toMatchObject({ userId: person.userId, details: { operatorId } });

    const allowed = await signIn();
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).not.toHaveProperty('twoFactorRedirect');
    const profile = await t.request('GET', '/api/account/profile', { cookie: cookieFrom(allowed) });
    expect(profile.status).toBe(200);

    // Nothing left to turn off.
    expect((await asOperator('POST', `/api/operator/users/${person.userId}/two-factor/reset`)).status).toBe(
      409,
    );
  });

  it('turns two-step sign-in off once, with one mail, when the reset is pressed three times at once', async () => {
    const person = await signUpUser(t, { email: 'double-press@example.com' });
    await enableTwoFactor(t, person);

    const resets = await Promise.all(
      [1, 2, 3].map(() => asOperator('POST', `/api/operator/users/${person.userId}/two-factor/reset`)),
    );
    expect(resets.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, person.email));
    expect(
      mails.filter((mail) => mail.subject === 'Two-step sign-in was turned off for your Harbor account'),
    ).toHaveLength(1);
    const reported = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'two_factor_reset_by_operator'));
    expect(reported.filter((event) => event.userId === person.userId)).toHaveLength(1);
  });

  it('will not disable, reset or delete the operator’s own account', async () => {
    expect((await asOperator('POST', `/api/operator/users/${operatorId}/disable`)).status).toBe(409);
    expect((await asOperator('POST', `/api/operator/users/${operatorId}/two-factor/reset`)).status).toBe(409);
    expect((await asOperator('DELETE', `/api/operator/users/${operatorId}`)).status).toBe(409);
    expect((await asOperator('GET', '/api/operator/me')).status).toBe(200);
  });

  it('records what operators did as security events', async () => {
    const rows = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'operator_action'));
    const actions = rows.map((row) => row.details.action);
    expect(actions).toEqual(
      expect.arrayContaining(['user_disabled', 'user_enabled', 'two_factor_reset', 'user_deleted']),
    );
    expect(rows.every((row) => row.userId === operatorId)).toBe(true);
  });
});

describe('security events', () => {
  it('filters by type and date and counts per day', async () => {
    await t.deps.db.insert(securityEvents).values([
      { eventType: 'failed_login_attempt', createdAt: new Date('2026-03-02T10:00:00Z') },
      { eventType: 'failed_login_attempt', createdAt: new Date('2026-03-02T23:59:00Z') },
      { eventType: 'failed_login_attempt', createdAt: new Date('2026-03-04T08:00:00Z') },
      { eventType: 'rate_limit_exceeded', createdAt: new Date('2026-03-02T11:00:00Z') },
    ]);
    const response = await asOperator(
      'GET',
      '/api/operator/security-events?type=failed_login_attempt&from=2026-03-01&to=2026-03-03',
    );
    const body = (await response.json()) as {
      events: { type: string }[];
      total: number;
      perDay: { day: string; count: number }[];
      types: string[];
    };
    expect(body.total).toBe(2);
    expect(body.events.every((event) => event.type === 'failed_login_attempt')).toBe(true);
    expect(body.perDay).toEqual([{ day: '2026-03-02', count: 2 }]);
    expect(body.types).toEqual(expect.arrayContaining(['failed_login_attempt', 'rate_limit_exceeded']));
    const bad = await asOperator('GET', '/api/operator/security-events?from=2026-03-05&to=2026-03-01');
    expect(bad.status).toBe(422);
    expect((await asOperator('GET', '/api/operator/security-events?from=yesterday')).status).toBe(422);
  });
});

describe('mail outbox', () => {
  it('lists mails by status without their bodies and retries a failed one', async () => {
    const [failed] = await t.deps.db
      .insert(mailOutbox)
      .values({
        toAddress: 'bounce@example.com',
        subject: 'Bounced',
        text: 'secret link',
        status: 'failed',
        attempts: 6,
        lastError: 'mailbox full',
      })
      .returning({ id: mailOutbox.id });
    const response = await asOperator('GET', '/api/operator/outbox?status=failed');
    const body = (await response.json()) as {
      mails: Record<string, unknown>[];
      counts: { pending: number; sent: number; failed: number };
    };
    expect(body.mails).toEqual([
      expect.objectContaining({ id: failed!.id, lastError: 'mailbox full', attempts: 6 }),
    ]);
    expect(body.mails[0]).not.toHaveProperty('text');
    expect(body.counts.failed).toBe(1);

    expect((await asOperator('POST', `/api/operator/outbox/${failed!.id}/retry`)).status).toBe(200);
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    // Now pending: the worker owns it, so a second retry is refused.
    expect((await asOperator('POST', `/api/operator/outbox/${failed!.id}/retry`)).status).toBe(404);
  });
});

describe('sending the pilot passcode', () => {
  it('queues the passcode to the chosen people only, and shows when it was sent', async () => {
    const pilot = await createPilotOperatorApp('pilot-passcode-7');
    try {
      for (const [firstName, email] of [
        ['Grace', 'grace@example.com'],
        ['Alan', 'alan@example.com'],
      ] as const) {
        await pilot.t.request('POST', '/api/waitlist', {
          json: { firstName, lastName: 'Example', email, interestReason: '' },
          headers: { 'x-forwarded-for': uniqueClientIp() },
        });
      }
      const get = async (q: string) =>
        (await (
          await pilot.t.request('GET', `/api/operator/waitlist?q=${q}`, { cookie: pilot.cookie })
        ).json()) as {
          entries: { id: string; passcodeSentAt: string | null }[];
        };
      const grace = (await get('grace')).entries[0]!;
      expect(grace.passcodeSentAt).toBeNull();
      const response = await pilot.t.request('POST', '/api/operator/waitlist/passcode', {
        cookie: pilot.cookie,
        json: { ids: [grace.id] },
      });
      expect(await response.json()).toEqual({ queued: 1 });
      const mails = await pilot.t.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, PILOT_PASSCODE_SUBJECT));
      expect(mails.map((mail) => mail.toAddress)).toEqual(['grace@example.com']);
      expect(mails[0]!.text).toContain('pilot-passcode-7');
      expect(mails[0]!.text).toContain('Dear Grace,');
      expect((await get('grace')).entries[0]!.passcodeSentAt).not.toBeNull();
      expect((await get('alan')).entries[0]!.passcodeSentAt).toBeNull();
    } finally {
      await pilot.t.close();
    }
  });
});
