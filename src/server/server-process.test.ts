import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 3900 + Math.floor(Math.random() * 90);
const STARTUP_BUDGET_MS = 90_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'harbor-process-'));
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };

function startServer(extraEnv: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Until the server answers. A fresh embedded database runs every migration first, which on a busy
 * two-core machine took over 30 s once: the wait is the hook's whole budget, and says what the server
 * printed if it never answers.
 */
async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + STARTUP_BUDGET_MS - 5_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

let server: { child: ChildProcess; exited: Promise<number | null>; output: () => string };

beforeAll(async () => {
  server = startServer();
  await waitForHealth();
}, STARTUP_BUDGET_MS);

afterAll(() => {
  server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts with no configuration on the embedded database and answers health', async () => {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(existsSync(path.join(dataDir, 'harbor.lock'))).toBe(true);
  });

  const outsideAddress = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  it.runIf(outsideAddress)('listens on this computer only, unless HOST says otherwise', async () => {
    await expect(fetch(`http://${outsideAddress}:${PORT}/api/health`)).rejects.toThrow();
  });

  it('refuses a second process on the same data folder', async () => {
    const second = startServer({ PORT: String(PORT + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Harbor process .* is using/);
  }, 30_000);

  it('stops a production start without a secret with one clear line', async () => {
    const production = startServer({
      NODE_ENV: 'production',
      PORT: String(PORT + 2),
      DATA_DIR: `${dataDir}-prod`,
    });
    expect(await production.exited).toBe(1);
    expect(production.output().trim()).toBe(
      'Harbor cannot start: AUTH_SECRET is required in production (at least 32 characters).',
    );
  }, 30_000);

  it('shuts down cleanly on SIGTERM and releases the data folder', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'harbor.lock'))).toBe(false);
  }, 30_000);
});
