import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FAKE_LLM_TOKENS, type FakeLlm, startFakeLlm } from './fake-llm-server.ts';
import { uniqueEmail } from './support.ts';

// The main e2e server runs offline (no model). This file starts a second Harbor, on its own
// port and data folder, pointed at a fake OpenAI-compatible server that streams one token every
// 250 ms (and holds the stream where the test says), to watch an answer arrive piece by piece in the browser. It serves the SPA the main
// e2e server has just built.

const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORT = MAIN_PORT + 50;
const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = `.e2e-data-${PORT}-llm`;

let fake: FakeLlm;
let harbor: ChildProcess;

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Harbor with a model did not start at ${url}`);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  fake = await startFakeLlm({ tokenDelayMs: 250 });
  rmSync(DATA_DIR, { recursive: true, force: true });
  harbor = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      APP_URL: BASE_URL,
      DATA_DIR,
      WEB_ROOT: `dist/web-e2e-${MAIN_PORT}`,
      REQUIRE_EMAIL_VERIFICATION: 'false',
      PREVIEW_PASSCODE: '',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: 'fake-grief-model',
      LLM_TIMEOUT_SECONDS: '5',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitForHealth(`${BASE_URL}/api/health`, 60_000);
});

test.afterAll(async () => {
  if (harbor?.pid) {
    const exited = new Promise((resolve) => harbor.once('exit', resolve));
    harbor.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test('a streamed answer from the model renders token by token, and a timeout shows the error state', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  const email = uniqueEmail('stream');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: BASE_URL },
    data: { email, password: 'Harbor-Test-1', name: 'Sam Lee', firstName: 'Sam', lastName: 'Lee' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);

  await page.goto('/chat');
  // One true sentence about who answers: here a model is configured.
  await expect(page.getByText('An AI model answers here, not a person.')).toBeVisible();
  await expect(page.getByText("Harbor's built-in companion answers here")).toHaveCount(0);
  await page.getByLabel('Your message').fill('I keep thinking about mum');
  // The model stops after two tokens until the test has looked, however slow the machine.
  const releaseStream = fake.holdStreamAfter(2);
  await page.getByRole('button', { name: 'Send' }).click();

  const answer = page.getByTestId('assistant-message');
  const full = FAKE_LLM_TOKENS.join('');
  // Part of the answer is on screen while the rest is still being written.
  const partial = FAKE_LLM_TOKENS.slice(0, 2).join('').trim();
  await expect(answer).toContainText(partial);
  await expect(answer).toHaveAttribute('aria-busy', 'true');
  expect(((await answer.textContent()) ?? '').replace('▍', '').trim()).toBe(partial);
  releaseStream();
  await expect(answer).toHaveText(full);
  await expect(answer).not.toHaveAttribute('aria-busy');

  // A provider that never answers: the page says so and offers to try again.
  await page.getByLabel('Your message').fill('slow provider once, are you there?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText("Sorry — I couldn't answer just now")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('user-message')).toHaveCount(2);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(answer).toHaveCount(2);
  await expect(answer.nth(1)).toHaveText(full);
  await expect(page.getByText("Sorry — I couldn't answer just now")).toHaveCount(0);
  await context.close();
});
