// Seeds a running Harbor through its own HTTP API, the way people would: a family admin signs up, sets
// up a loved one with the largest checklist, creates a memorial page and makes it public. Used by the
// load benchmark and to give the security scanners a realistic signed-in target (docs/security-scans.md).
import { randomBytes } from 'node:crypto';
import { ALL_OPTIONS_ANSWERS } from '../src/shared/checklist/sample-answers.ts';

export type SeededFamily = {
  userId: string;
  cookie: string;
  lovedOneId: string;
  taskIds: string[];
  memorialId: string;
  slug: string;
};

/** A documentation-range client address, distinct per `n` and per run (Redis keeps counters between runs). */
const runTag = randomBytes(2);
export const clientAddress = (n: number) =>
  `198.${18 + (runTag[0]! % 2)}.${(runTag[1]! + Math.floor(n / 250)) % 256}.${n % 250}`;

export function createHarborClient(baseUrl: string, origin: string) {
  return async function call<T>(
    method: string,
    url: string,
    options: { json?: unknown; cookie?: string; ip: string; expect?: number },
  ): Promise<{ body: T; response: Response }> {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        origin,
        'x-forwarded-for': options.ip,
        ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.json !== undefined ? JSON.stringify(options.json) : undefined,
    });
    const expected = options.expect ?? 200;
    if (response.status !== expected) {
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    }
    return { body: (await response.json()) as T, response };
  };
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

/** One family admin with a loved one, its checklist and a public memorial page with one tribute. */
export async function seedFamily(baseUrl: string, origin: string, n: number): Promise<SeededFamily> {
  const call = createHarborClient(baseUrl, origin);
  const ip = clientAddress(n);
  const { body: account, response } = await call<{ user: { id: string } }>(
    'POST',
    '/api/auth/sign-up/email',
    {
      ip,
      json: {
        email: `family-${n}-${randomBytes(4).toString('hex')}@example.com`,
        password: 'Harbor-Bench-1',
        name: 'Ruth Harrow',
        firstName: 'Ruth',
        lastName: 'Harrow',
      },
    },
  );
  const cookie = cookieOf(response);
  const { body: created } = await call<{ lovedOneId: string }>('POST', '/api/onboarding/setup?timeZone=UTC', {
    ip,
    cookie,
    expect: 201,
    json: {
      path: 'recent-loss',
      answers: { ...ALL_OPTIONS_ANSWERS, deceased_name: { first: 'Eleanor', last: 'Harrow' } },
    },
  });
  const { body: list } = await call<{ tasks: { id: string }[] }>(
    'GET',
    `/api/tasks?lovedOneId=${created.lovedOneId}`,
    { ip, cookie },
  );
  // What the app does on a first signed-in visit: it saves the browser's zone (this machine's is UTC).
  await call('POST', '/api/notifications/time-zone', { ip, cookie, json: { timeZone: 'UTC' } });
  const { body: memorial } = await call<{ memorial: { id: string; slug: string } }>(
    'POST',
    '/api/memorials',
    {
      ip,
      cookie,
      expect: 201,
      json: { lovedOneId: created.lovedOneId },
    },
  );
  await call('PUT', `/api/memorials/${memorial.memorial.id}/visibility`, {
    ip,
    cookie,
    json: { isPublic: true },
  });
  await call('POST', `/api/memorials/${memorial.memorial.id}/tributes`, {
    ip,
    expect: 201,
    json: { authorName: 'A neighbour', message: 'She always had the kettle on. We will miss her.' },
  });
  return {
    userId: account.user.id,
    cookie,
    lovedOneId: created.lovedOneId,
    taskIds: list.tasks.map((task) => task.id),
    memorialId: memorial.memorial.id,
    slug: memorial.memorial.slug,
  };
}
