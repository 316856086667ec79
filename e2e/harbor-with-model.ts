import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type FakeLlm, startFakeLlm } from './fake-llm-server.ts';

// The main e2e server runs offline (no model). A spec that needs a model starts a second Harbor, on
// its own port and data folder, pointed at a fake OpenAI-compatible server. It serves the SPA the
// main e2e server has just built.

const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Compiling the server from source while two browsers run took over a minute on CI's two slow cores:
 * the wait is long, and it ends at once (with what the server said) if the server stops.
 */
const START_TIMEOUT_MS = 180_000;
export const HARBOR_WITH_MODEL_HOOK_TIMEOUT_MS = START_TIMEOUT_MS + 30_000;

export type HarborWithModel = { baseUrl: string; fake: FakeLlm; stop: () => Promise<void> };

export async function startHarborWithModel(options: {
  portOffset: number;
  name: string;
  tokenDelayMs: number;
}): Promise<HarborWithModel> {
  const port = MAIN_PORT + options.portOffset;
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `.e2e-data-${port}-${options.name}`;
  const fake = await startFakeLlm({ tokenDelayMs: options.tokenDelayMs });
  rmSync(dataDir, { recursive: true, force: true });
  const harbor = spawn('node', ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      WEB_ROOT: `dist/web-e2e-${MAIN_PORT}`,
      REQUIRE_EMAIL_VERIFICATION: 'false',
      PREVIEW_PASSCODE: '',
      LLM_BASE_URL: fake.url,
      LLM_MODEL: `fake-${options.name}-model`,
      LLM_TIMEOUT_SECONDS: '5',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    if (harbor.exitCode === null && harbor.signalCode === null) {
      const exited = new Promise((resolve) => harbor.once('exit', resolve));
      harbor.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(harbor, `${baseUrl}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, fake, stop };
}

async function waitUntilServing(harbor: ChildProcess, healthUrl: string) {
  let said = '';
  harbor.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-4000);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (harbor.exitCode !== null || harbor.signalCode !== null) {
      throw new Error(
        `Harbor with a model stopped before serving (${harbor.exitCode ?? harbor.signalCode}):\n${said}`,
      );
    }
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `Harbor with a model did not start at ${healthUrl} within ${START_TIMEOUT_MS / 1000} s:\n${said}`,
  );
}
