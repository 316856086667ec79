// Drives a fixed list of GET paths with wrk (Debian's `wrk`, written in C). The public-read target is
// about the server's latency at 100 connections; autocannon, being JavaScript, needs most of a core
// itself at a few thousand requests a second, and on a 2-core machine that core is taken from the
// server being measured. wrk needs a fraction of it (decision 019).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type WrkRow = { rps: number; p50: number; p99: number; errors: number };

const luaString = (value: string) => JSON.stringify(value);

/**
 * Each request takes the next path of the list, in turn; `done` prints the figures as one JSON line.
 * With `thinkMs`, each connection waits a random half to one and a half times that before its next
 * request, as a person reading the page would, instead of sending as fast as the server answers.
 */
function script(paths: string[], headers: Record<string, string>, thinkMs: number | undefined) {
  return `
local paths = { ${paths.map(luaString).join(', ')} }
local counter = 0
${Object.entries(headers)
  .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
  .join('\n')}
${thinkMs ? `delay = function()\n  return math.random(${Math.round(thinkMs / 2)}, ${Math.round((thinkMs * 3) / 2)})\nend` : ''}
request = function()
  counter = counter + 1
  return wrk.format("GET", paths[(counter % #paths) + 1])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
}

export async function wrkGet(options: {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  thinkMs?: number;
}): Promise<WrkRow> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'harbor-wrk-'));
  const scriptPath = path.join(folder, 'paths.lua');
  writeFileSync(scriptPath, script(options.paths, options.headers, options.thinkMs));
  try {
    const { stdout } = await run('wrk', [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '5s',
      '-s',
      scriptPath,
      options.url,
    ]).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error('wrk is not installed: apt-get install -y wrk');
      throw error;
    });
    const line = stdout.split('\n').find((text) => text.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
    const figures = JSON.parse(line.slice('WRK_JSON '.length)) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      errors: number;
    };
    return {
      rps: Math.round(figures.requests / (figures.durationUs / 1e6)),
      p50: Math.round(figures.p50Us / 100) / 10,
      p99: Math.round(figures.p99Us / 100) / 10,
      errors: figures.errors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
