import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ALL_OPTIONS_ANSWERS } from '#shared/checklist/sample-answers.ts';
import { isPostgresReachable, POSTGRES_URL } from '#test/postgres-for-test.ts';
import { openPostgres } from '../db/client.ts';
import { createInvitationToken, invitationExpiry } from '../team/invitation-token.ts';
import { freePort, type HarborProcess, startHarborProcess, waitForHealth } from './harbor-process.ts';

/**
 * A server process killed with SIGKILL in the middle of many requests, while a second process on the
 * same PostgreSQL keeps serving. The two multi-step writes that matter most — onboarding setup (loved
 * one, answers, checklist) and invitation acceptance (claim, access grant) — must be all or nothing.
 * Uses the machine's PostgreSQL (a database of its own), as the two-process test does.
 */

const ORIGIN = 'http://localhost:3000';
const IN_FLIGHT = 16;

const postgresUp = await isPostgresReachable('process-kill test');

const runTag = randomBytes(2);
let nextClient = 0;
/** A fresh documentation-range address per call: each person is their own client for the rate limits. */
const nextIp = () => `192.0.${runTag[0]! % 200}.${(runTag[1]! + nextClient++) % 250}`;

type Outcome = number | 'connection lost';

function call(
  instance: HarborProcess,
  method: string,
  url: string,
  options: { json?: unknown; cookie?: string; ip?: string } = {},
) {
  return fetch(`${instance.url}${url}`, {
    method,
    headers: {
      origin: ORIGIN,
      'x-forwarded-for': options.ip ?? nextIp(),
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
  });
}

/** Fires every request at once and SIGKILLs `victim` as soon as the first one is answered. */
async function killMidway(victim: HarborProcess, requests: (() => Promise<Response>)[]): Promise<Outcome[]> {
  let firstAnswered: () => void = () => {};
  const firstAnswer = new Promise<void>((resolve) => {
    firstAnswered = resolve;
  });
  const inFlight = requests.map((send) =>
    send().then(
      (response) => {
        firstAnswered();
        return response.status as Outcome;
      },
      () => 'connection lost' as const,
    ),
  );
  await firstAnswer;
  victim.child.kill('SIGKILL');
  const outcomes = await Promise.all(inFlight);
  await victim.exited;
  return outcomes;
}

describe.skipIf(!postgresUp)('a server process killed mid-request (SIGKILL)', () => {
  const databaseName = `harbor_kill_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const databaseUrl = new URL(POSTGRES_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const env = {
    NODE_ENV: 'development',
    APP_URL: ORIGIN,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: '',
    SMTP_URL: '',
    AUTH_SECRET: randomBytes(32).toString('base64'),
    JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    REQUIRE_EMAIL_VERIFICATION: 'false',
    PREVIEW_PASSCODE: '',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    WEB_ROOT: path.join(tmpdir(), 'harbor-no-web-root'),
  };
  const check = new pg.Client({ connectionString: databaseUrl.toString() });
  let survivor: HarborProcess;
  const victims: HarborProcess[] = [];

  async function startVictim() {
    const victim = startHarborProcess(await freePort(), env);
    victims.push(victim);
    await waitForHealth(victim);
    return victim;
  }

  async function signUp(label: string) {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
    const response = await call(survivor, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: 'Harbor-Test-1', name: 'Kill Test', firstName: 'Kill', lastName: 'Test' },
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { userId: user.id, email, cookie };
  }

  const setup = (instance: HarborProcess, cookie: string) =>
    call(instance, 'POST', '/api/onboarding/setup?timeZone=UTC', {
      cookie,
      json: { path: 'recent-loss', answers: ALL_OPTIONS_ANSWERS },
    });

  beforeAll(async () => {
    await admin.connect();
    const template = inject('postgresTemplate');
    await admin.query(`create database ${databaseName}${template ? ` template ${template}` : ''}`);
    if (!template) {
      const database = openPostgres(databaseUrl.toString(), 1);
      await database.migrate();
      await database.close();
    }
    await check.connect();
    survivor = startHarborProcess(await freePort(), env);
    await waitForHealth(survivor);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([survivor, ...victims].filter(Boolean).map((instance) => instance.stop()));
    await check.end();
    await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
    await admin.end();
  }, 30_000);

  it('onboarding setup: each person has a whole loved one with answers and checklist, or nothing', async () => {
    const reference = await signUp('reference');
    expect((await setup(survivor, reference.cookie)).status).toBe(201);
    const {
      rows: [expected],
    } = await check.query<{ tasks: number }>(
      `select count(t.id)::int as tasks from loved_ones l join tasks t on t.loved_one_id = l.id
       where l.admin_user_id = $1`,
      [reference.userId],
    );
    expect(expected!.tasks).toBeGreaterThan(20);

    const people = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, n) => signUp(`setup-${n}`)));
    const victim = await startVictim();
    const outcomes = await killMidway(
      victim,
      people.map((person) => () => setup(victim, person.cookie)),
    );
    expect(outcomes).toContain('connection lost');
    expect(outcomes.every((outcome) => outcome === 201 || outcome === 'connection lost')).toBe(true);

    const { rows } = await check.query<{
      user_id: string;
      loved_ones: number;
      answers: number;
      tasks: number;
    }>(
      `select u.id as user_id,
              (select count(*)::int from loved_ones l where l.admin_user_id = u.id) as loved_ones,
              (select count(*)::int from onboarding_answers a join loved_ones l on l.id = a.loved_one_id
                where l.admin_user_id = u.id) as answers,
              (select count(*)::int from tasks t join loved_ones l on l.id = t.loved_one_id
                where l.admin_user_id = u.id) as tasks
       from users u where u.id = any($1)`,
      [people.map((person) => person.userId)],
    );
    expect(rows).toHaveLength(IN_FLIGHT);
    for (const [index, person] of people.entries()) {
      const row = rows.find((candidate) => candidate.user_id === person.userId)!;
      const whole = { user_id: person.userId, loved_ones: 1, answers: 1, tasks: expected!.tasks };
      const nothing = { user_id: person.userId, loved_ones: 0, answers: 0, tasks: 0 };
      expect([whole, nothing]).toContainEqual(row);
      if (outcomes[index] === 201) expect(row).toEqual(whole);
    }

    // The other process never noticed; and a person whose setup was lost can simply do it again there.
    const lost = people.find((_, index) => outcomes[index] === 'connection lost')!;
    expect((await fetch(`${survivor.url}/api/health`)).status).toBe(200);
    expect((await setup(survivor, lost.cookie)).status).toBe(201);
  }, 60_000);

  it('invitation acceptance: each invitation is accepted with access granted, or still pending without', async () => {
    const family = await signUp('family-admin');
    const created = await setup(survivor, family.cookie);
    const { lovedOneId } = (await created.json()) as { lovedOneId: string };
    const invitees = await Promise.all(Array.from({ length: IN_FLIGHT }, (_, n) => signUp(`invitee-${n}`)));
    const tokens: string[] = [];
    for (const invitee of invitees) {
      const { token, tokenHash } = createInvitationToken();
      tokens.push(token);
      await check.query(
        `insert into support_team_invitations
           (loved_one_id, invited_by_user_id, invited_email, invited_first_name, invited_last_name, token_hash, expires_at)
         values ($1, $2, $3, 'Kill', 'Test', $4, $5)`,
        [lovedOneId, family.userId, invitee.email, tokenHash, invitationExpiry()],
      );
    }

    const victim = await startVictim();
    const outcomes = await killMidway(
      victim,
      invitees.map(
        (invitee, index) => () =>
          call(victim, 'POST', '/api/invitations/accept', {
            cookie: invitee.cookie,
            json: { token: tokens[index] },
          }),
      ),
    );
    expect(outcomes).toContain('connection lost');
    expect(outcomes.every((outcome) => outcome === 200 || outcome === 'connection lost')).toBe(true);

    const { rows } = await check.query<{
      email: string;
      status: string;
      accepted_by: string | null;
      access: number;
    }>(
      `select i.invited_email as email, i.status, i.accepted_by_user_id as accepted_by,
              (select count(*)::int from loved_one_access a
                where a.loved_one_id = i.loved_one_id and a.user_id = u.id) as access
       from support_team_invitations i join users u on u.email = i.invited_email
       where i.loved_one_id = $1`,
      [lovedOneId],
    );
    expect(rows).toHaveLength(IN_FLIGHT);
    for (const [index, invitee] of invitees.entries()) {
      const row = rows.find((candidate) => candidate.email === invitee.email)!;
      const accepted = { email: invitee.email, status: 'accepted', accepted_by: invitee.userId, access: 1 };
      const pending = { email: invitee.email, status: 'pending', accepted_by: null, access: 0 };
      expect([accepted, pending]).toContainEqual(row);
      if (outcomes[index] === 200) expect(row).toEqual(accepted);
    }

    // An invitation whose acceptance died with the process still works, on the process that lives.
    const lostIndex = outcomes.findIndex(
      (outcome, index) =>
        outcome === 'connection lost' &&
        rows.find((row) => row.email === invitees[index]!.email)!.status === 'pending',
    );
    if (lostIndex >= 0) {
      const retried = await call(survivor, 'POST', '/api/invitations/accept', {
        cookie: invitees[lostIndex]!.cookie,
        json: { token: tokens[lostIndex] },
      });
      expect(retried.status).toBe(200);
    }
  }, 60_000);
});
