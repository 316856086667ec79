import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeSignature } from 'better-auth/crypto';
import { createApp } from '../src/server/app.ts';
import type { AppDeps } from '../src/server/app-env.ts';
import type { Database } from '../src/server/db/client.ts';
import { buildDeps } from '../src/server/deps.ts';
import { type Config, loadConfig } from '../src/server/env.ts';
import { createLogger } from '../src/server/infra/logger.ts';
import { checkSignUp } from '../src/shared/validation/account.ts';
import { createTestDatabase } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * One random secret per test worker: apps built over one database (a strict and a lenient
 * configuration, say) must accept each other's session cookies, as processes sharing a deployment do.
 */
const WORKER_AUTH_SECRET = randomBytes(32).toString('hex');

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** A JSON request as a same-origin browser would send it; pass `cookie` to act as a signed-in user. */
  request: (
    method: string,
    url: string,
    options?: { json?: unknown; cookie?: string; headers?: Record<string, string>; body?: BodyInit },
  ) => Promise<Response>;
  close: () => Promise<void>;
};

/** A real app on a real, fresh database; `env` overrides configuration (e.g. PREVIEW_PASSCODE). */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    DATA_DIR: dataDir,
    AUTH_SECRET: WORKER_AUTH_SECRET,
    LOG_LEVEL: 'silent',
    // Tests write straight to the database and read at once; the cache has tests of its own.
    PUBLIC_PAGE_CACHE_SECONDS: '0',
    // Tests act as many clients by setting X-Forwarded-For (uniqueClientIp), as the e2e suite does.
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const deps = buildDeps({ database, config, logger: createLogger('silent') });
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    config,
    request: async (method, url, { json, cookie, headers, body } = {}) =>
      app.request(url, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: json !== undefined ? JSON.stringify(json) : body,
      }),
    close: async () => {
      await deps.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type SignUpInput = Partial<{ email: string; password: string; firstName: string; lastName: string }>;
export type SignedUpUser = { cookie: string; userId: string; email: string; password: string };

const TEST_PASSWORD = 'Harbor-Test-1';

/**
 * A signed-in user, seeded the way a sign-up leaves the database (user, profile, credential account,
 * session, the sign_up count) but without its password hash: Better Auth's scrypt costs about 0.2 s a
 * call, and the matrix tests make four users per test. The stored hash is real (computed once per
 * worker and password), so signing in with the returned password works. Harbor's sign-up rules run on
 * the values first, as the route would. Tests of sign-up itself use `signUpThroughRoutes`; so does any
 * app that withholds a session after sign-up (e-mail verification) or gates it (preview passcode).
 */
export async function signUpUser(testApp: TestApp, overrides: SignUpInput = {}): Promise<SignedUpUser> {
  const { config } = testApp;
  if (config.requireEmailVerification || config.previewPasscode !== undefined) {
    return signUpThroughRoutes(testApp, overrides);
  }
  const input = signUpInput(overrides);
  const verdict = checkSignUp(input);
  if (!verdict.ok) throw new Error(`sign-up refused: ${verdict.message}`);
  const context = await testApp.deps.auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: verdict.email,
      name: `${verdict.firstName} ${verdict.lastName}`,
      firstName: verdict.firstName,
      lastName: verdict.lastName,
      emailVerified: false,
    },
    { method: 'email-password' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hashOnce(input.password, context.password.hash),
  });
  const session = await context.internalAdapter.createSession(user.id);
  const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
  const cookie = `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
  return { cookie, userId: user.id, email: input.email, password: input.password };
}

const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string, hash: (password: string) => Promise<string>) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

function signUpInput(overrides: SignUpInput) {
  return {
    email: overrides.email ?? `user-${Math.random().toString(36).slice(2, 10)}@example.com`,
    password: overrides.password ?? TEST_PASSWORD,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
  };
}

/** Signs a new user up through the real auth routes (and Harbor's hooks on them); returns their session cookie. */
export async function signUpThroughRoutes(
  testApp: TestApp,
  overrides: SignUpInput = {},
): Promise<SignedUpUser> {
  const { email, password, firstName, lastName } = signUpInput(overrides);
  const response = await testApp.request('POST', '/api/auth/sign-up/email', {
    json: { email, password, name: `${firstName} ${lastName}`, firstName, lastName },
    // Each helper sign-up comes from its own client, so tests that need many users stay under the
    // 3-sign-ups-per-client limit (which has its own tests).
    headers: { 'x-forwarded-for': uniqueClientIp() },
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = cookieFrom(response);
  return { cookie, userId: body.user.id, email, password };
}

let clientCounter = 0;
/** A distinct documentation-range address (RFC 5737) per call, for tests that simulate separate clients. */
export const uniqueClientIp = () => {
  clientCounter += 1;
  return `198.51.${Math.floor(clientCounter / 250) % 250}.${(clientCounter % 250) + 1}`;
};

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
