import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '#test/factories/team.ts';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { profiles } from './auth/auth.schema.ts';
import { JSON_BODY_MAX_BYTES } from './infra/body-limit.ts';
import { lovedOnes } from './loved-ones/loved-ones.schema.ts';
import { createMemorialCast, type MemorialCast } from './memorials/memorial-test-support.ts';
import { tasks } from './tasks/tasks.schema.ts';

/**
 * Every write route, as a signed-in owner, gets random and hostile bodies: never a 5xx; a refusal is
 * a 4xx with a JSON message a person can read and leaves the owner's rows as they were. Routes are read from the app itself, so
 * a route added later is fuzzed without editing this file.
 */

const RUNS_PER_ROUTE = 30;
// One seed for the whole run, printed, so a failure replays with FUZZ_SEED=<seed>.
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Better Auth answers every /api/auth/* path from one handler; these are its enabled ones that take a body
// (password and profile changes go through /api/account instead; those Better Auth endpoints are off).
const AUTH_WRITE_ROUTES = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
].map((path) => ({ method: 'POST', path }));

// Field names the routes' schemas use, so hostile values reach the validators, not only "unknown key" paths.
const FIELD_NAMES = [
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'name',
  'firstName',
  'lastName',
  'title',
  'text',
  'content',
  'body',
  'notes',
  'message',
  'description',
  'status',
  'category',
  'date',
  'dueDate',
  'mood',
  'passcode',
  'token',
  'key',
  'kind',
  'lovedOneId',
  'relationshipToUser',
  'dateOfBirth',
  'dateOfDeath',
  'obituary',
  'answers',
  'answer',
  'value',
  'isPublic',
  'enabled',
  'role',
  'interestReason',
  'confirmation',
  'assignedToUserId',
  'estimatedMinutes',
  'stateCode',
  'county',
  'authorName',
  'relationship',
  'mode',
];
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hugeString = fc.constantFrom(
  'x'.repeat(100_000),
  'x'.repeat(20_000),
  '\u{1F56F}'.repeat(20_000),
  'a'.repeat(1_001),
  'A'.repeat(5_001),
);
const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\u202Eevil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  'NaN',
  '-1',
  '1e309',
  '2026-02-30',
  'null',
  'ゆうこ 👨‍👩‍👧 مرحبا',
  '\uD800',
);
/** Invisible control characters, which PostgreSQL (NUL) or a reader (the rest) cannot take. */
const controlString = fc.constantFrom(
  '\u0000',
  'Mum\u0000',
  'a\u0007b',
  '\u001b[31mred',
  'line\rbreak',
  'tab\u000bvertical',
  '\u0085next',
  '\u007f',
);
/** Dates PostgreSQL or JavaScript get wrong, and years nobody Harbor helps lived in. */
const outOfRangeDate = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '1849-12-31',
  '2201-01-01',
  '9999-12-31',
  '+275760-09-13',
  '-000001-01-01',
  '0000-01-01T00:00:00Z',
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  nastyString,
  controlString,
  outOfRangeDate,
  hugeString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const hostileObject = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.constantFrom(...POLLUTING_KEYS), fc.string({ maxLength: 12 })),
  hostileValue,
  { maxKeys: 8 },
);
/** Every known field at once carrying the same control character or bad date, so each reaches its validator. */
const everyFieldObject = fc
  .oneof(controlString, outOfRangeDate)
  .map((value) => Object.fromEntries(FIELD_NAMES.map((name) => [name, value])));
/** Raw request bodies: JSON of any shape, deeply nested JSON, and text that is not JSON at all. */
const hostileBody: fc.Arbitrary<string> = fc.oneof(
  hostileObject.map((value) => JSON.stringify(value)),
  everyFieldObject.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  // JSON.stringify drops a literal __proto__ key, so write it by hand.
  hostileValue.map(
    (value) => `{"__proto__": {"isAdmin": true, "polluted": ${JSON.stringify(value) ?? 'null'}}}`,
  ),
  fc.constantFrom('', 'not json', '{', '[', '{"a":', 'null', '[]', '"text"', '1e309', '{"a":1}{"b":2}'),
  fc.constant(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  // Over the JSON body limit: refused before it is parsed.
  fc.constant(JSON.stringify({ title: 'x'.repeat(JSON_BODY_MAX_BYTES) })),
);
/** A path parameter as hostile as the bodies: a control character, an impossible date, markup. */
const hostileParam = fc.constantFrom(
  '%00',
  'a%00b',
  '%07',
  '0000-01-01',
  '9999-12-31',
  '%3Cscript%3E',
  '%E0%A4%A',
);

type Route = { method: string; path: string };

let t: TestApp;
let cast: MemorialCast;
let taskId: string;

/**
 * Real ids where the route needs one of the owner's things (so bodies reach validation), random otherwise;
 * with `param`, that one hostile value in place of the route's first parameter.
 */
function concretePath(path: string, param: string | null): string {
  const hostile = param === null ? path : path.replace(/:[A-Za-z]+(\{[^}]*\})?/, param);
  return hostile
    .replace(':lovedOneId', cast.lovedOne.id)
    .replace(':memorialId', cast.memorialId)
    .replace(':taskId', taskId)
    .replace(/:decision\{[^}]*\}/, 'decline')
    .replace(':questionKey', 'relationship')
    .replace(':date', '2026-11-01')
    .replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => randomUUID());
}

function writeRoutes(): Route[] {
  return [...apiRoutes(WRITE_METHODS), ...AUTH_WRITE_ROUTES];
}

function apiRoutes(methods: Set<string>): Route[] {
  const seen = new Map<string, Route>();
  for (const route of t.app.routes) {
    if (!methods.has(route.method) || !route.path.startsWith('/api/') || route.path.includes('*')) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

async function snapshotOwnedRows() {
  const strip = <Row extends { updatedAt?: unknown }>(row: Row | undefined) => {
    if (!row) return row;
    const { updatedAt: _ignored, ...rest } = row;
    return rest;
  };
  const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, cast.lovedOne.id));
  const [task] = await t.deps.db.select().from(tasks).where(eq(tasks.id, taskId));
  const [profile] = await t.deps.db.select().from(profiles).where(eq(profiles.userId, cast.admin.userId));
  return { lovedOne: strip(lovedOne), task: strip(task), profile: strip(profile) };
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await createMemorialCast(t);
  taskId = (await insertTask(t, { lovedOneId: cast.lovedOne.id, key: 'fuzz-task' })).id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('fuzzing every write route with hostile bodies', () => {
  it('never answers 5xx; every refusal is a 4xx with a readable JSON message and changes no row', async () => {
    console.log(`write-routes fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(20);
    let baseline = await snapshotOwnedRows();
    const changedByRefusals: string[] = [];
    // One example per route and status, so a noisy route cannot hide another.
    const serverErrors = new Map<string, string>();
    const unreadable = new Map<string, string>();

    for (const route of routes) {
      // A random body can be valid (e.g. `{ "notes": "…" }` for a task), and some routes take no body:
      // those may answer 2xx and change rows. A route that refused every body must have changed nothing.
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(hostileBody, fc.option(hostileParam, { freq: 4 }), async (body, param) => {
          const response = await t.request(route.method, concretePath(route.path, param), {
            body,
            cookie: cast.admin.cookie,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueClientIp() },
          });
          const text = await response.text();
          if (response.status >= 500) {
            serverErrors.set(
              `${route.method} ${route.path} → ${response.status}`,
              `${param ?? ''} ${body.slice(0, 200)}`,
            );
            return;
          }
          if (response.status < 400) {
            accepted += 1;
            return;
          }
          let message: unknown;
          try {
            const json = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown };
            message = json.error?.message ?? json.message;
          } catch {
            message = undefined;
          }
          if (typeof message !== 'string' || message.trim() === '') {
            unreadable.set(`${route.method} ${route.path} → ${response.status}`, text.slice(0, 120));
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
      const after = await snapshotOwnedRows();
      if (accepted === 0 && JSON.stringify(after) !== JSON.stringify(baseline)) {
        changedByRefusals.push(`${route.method} ${route.path}`);
      }
      baseline = after;
    }

    expect(Object.fromEntries(serverErrors)).toEqual({});
    expect(Object.fromEntries(unreadable)).toEqual({});
    expect(changedByRefusals).toEqual([]);
    // Prototype pollution would show up on every plain object in the process.
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);

  it('answers a control character or an impossible date in every field and every path parameter with a 4xx', async () => {
    const everyField = (value: string) =>
      JSON.stringify(Object.fromEntries(FIELD_NAMES.map((name) => [name, value])));
    const probes: { route: Route; param: string | null; body: string }[] = [];
    for (const route of writeRoutes()) {
      for (const value of ['Mum\u0000', '\u0007', '0000-01-01', '9999-12-31'])
        probes.push({ route, param: null, body: everyField(value) });
    }
    for (const route of apiRoutes(new Set([...WRITE_METHODS, 'GET']))) {
      if (route.path.includes(':'))
        for (const param of ['%00', '0000-01-01']) probes.push({ route, param, body: '{}' });
    }
    const serverErrors: string[] = [];
    for (const { route, param, body } of probes) {
      const response = await t.request(route.method, concretePath(route.path, param), {
        cookie: cast.admin.cookie,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueClientIp() },
        ...(route.method === 'GET' ? {} : { body }),
      });
      if (response.status >= 500)
        serverErrors.push(`${route.method} ${concretePath(route.path, param)} ${body.slice(0, 40)}`);
    }
    expect(serverErrors).toEqual([]);
  }, 120_000);
});
