import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A loopback port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type HarborProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  /** Resolves once the process has exited and its data folder is removed. */
  exited: Promise<void>;
  output: () => string;
  /** SIGTERM (a clean shutdown) and wait for the exit. */
  stop: () => Promise<void>;
};

/**
 * A real `node src/server/index.ts` process (one PID, so SIGKILL hits the server itself) with its own
 * port and data folder; `env` adds to this process's environment.
 */
export function startHarborProcess(
  port: number,
  env: Record<string, string>,
  dataDir?: string,
): HarborProcess {
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), 'harbor-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      if (!dataDir) rmSync(folder, { recursive: true, force: true });
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { port, url: `http://127.0.0.1:${port}`, child, exited, output: () => output, stop };
}

/** Waits until /api/health answers 200; fails with the process's output if it exits or never does. */
export async function waitForHealth(instance: HarborProcess, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`Harbor exited:\n${instance.output()}`);
    const response = await fetch(`${instance.url}/api/health`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Harbor on ${instance.port} did not become healthy:\n${instance.output()}`);
}
