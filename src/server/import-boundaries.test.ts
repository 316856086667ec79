import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of decision 036, run by `npm run lint` on src/: each rule is shown catching
// the import it exists for, and letting through the one it allows, on a small tree made here.
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

const files: Record<string, string> = {
  'src/server/app.ts': 'export const app = 1;\n',
  'src/server/tasks/x.ts': 'export const s = 1;\nexport type T = number;\n',
  'src/server/tasks/tasks.schema.ts': 'export const tasks = 1;\n',
  'src/server/tasks/check-task-document.ts': 'export const check = 1;\n',
  'src/server/loved-ones/loved-one-access.ts': 'export const access = 1;\n',
  'src/server/auth/auth.ts': 'export const auth = 1;\n',
  'src/server/memorials/memorial-test-support.ts': 'export const seed = 1;\n',
  'src/web/features/b/lib/w.ts': 'export const w = 1;\n',
  'src/web/features/b/api/q.ts': 'export const q = 1;\n',

  'src/shared/imports-server.ts': "export { s } from '#server/tasks/x.ts';\n",
  'src/shared/imports-hono.ts': "export { Hono } from 'hono';\n",
  'src/shared/reads-files.ts': "export { readFileSync } from 'node:fs';\n",
  'src/shared/reads-files.test.ts': "export { readFileSync } from 'node:fs';\n",
  'src/web/lib/server-value.ts': "export { s } from '#server/tasks/x.ts';\n",
  'src/web/lib/server-type.ts': "export type { T } from '../../server/tasks/x.ts';\n",
  'src/web/lib/feature.ts': "export { q } from '../features/b/api/q.ts';\n",
  'src/web/features/a/components/private.ts': "export { w } from '../../b/lib/w.ts';\n",
  'src/web/features/a/components/composes.ts': "export { q } from '../../b/api/q.ts';\n",
  'src/server/tasks/imports-web.ts': "export { q } from '../../web/features/b/api/q.ts';\n",
  'src/server/infra/imports-auth.ts': "export { auth } from '../auth/auth.ts';\n",
  'src/server/infra/imports-table.ts': "export { tasks } from '../tasks/tasks.schema.ts';\n",
  'src/server/memorials/private.ts': "export { check } from '../tasks/check-task-document.ts';\n",
  'src/server/memorials/public.ts': "export { access } from '../loved-ones/loved-one-access.ts';\n",
  'src/server/memorials/table.ts': "export { tasks } from '#server/tasks/tasks.schema.ts';\n",
  'src/server/memorials/root.ts': "export { app } from '../app.ts';\n",
  'src/server/memorials/support.ts': "export { seed } from './memorial-test-support.ts';\n",
  'src/server/memorials/support.test.ts': "export { check } from '../tasks/check-task-document.ts';\n",
};

type Violation = { rule: { name: string }; from: string; to: string };
let violations: Violation[] = [];
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'harbor-boundaries-'));
  const packageJson = { type: 'module', imports: { '#server/*': './src/server/*' } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(packageJson));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext' } }));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const cli = path.join(root, 'node_modules/.bin/depcruise');
  const config = path.join(root, '.dependency-cruiser.cjs');
  // depcruise exits non-zero when it finds violations; the JSON report is on stdout either way.
  const { stdout } = await run(cli, ['src', '--config', config, '--output-type', 'json'], { cwd: dir }).catch(
    (error: { stdout: string }) => error,
  );
  violations = JSON.parse(stdout).summary.violations;
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rulesBroken = (from: string) =>
  violations.filter((violation) => violation.from === from).map((violation) => violation.rule.name);

describe('import boundaries (decision 036)', () => {
  it('src/shared imports neither side, no server or UI library and no file system', () => {
    expect(rulesBroken('src/shared/imports-server.ts')).toEqual(['shared-imports-neither-side']);
    expect(rulesBroken('src/shared/imports-hono.ts')).toEqual(['shared-has-no-io']);
    expect(rulesBroken('src/shared/reads-files.ts')).toEqual(['shared-has-no-io']);
    expect(rulesBroken('src/shared/reads-files.test.ts')).toEqual([]);
  });

  it('the SPA imports the server as a type only, and the server never imports the SPA', () => {
    expect(rulesBroken('src/web/lib/server-value.ts')).toEqual(['web-imports-server-types-only']);
    expect(rulesBroken('src/web/lib/server-type.ts')).toEqual([]);
    expect(rulesBroken('src/server/tasks/imports-web.ts')).toEqual(['server-never-imports-web']);
  });

  it('web features compose components and API hooks only; lib imports no feature', () => {
    expect(rulesBroken('src/web/features/a/components/private.ts')).toEqual([
      'web-features-compose-components-and-api',
    ]);
    expect(rulesBroken('src/web/features/a/components/composes.ts')).toEqual([]);
    expect(rulesBroken('src/web/lib/feature.ts')).toEqual(['web-lower-layers-import-no-feature']);
  });

  it('infra imports tables but no feature code', () => {
    expect(rulesBroken('src/server/infra/imports-auth.ts')).toEqual(['infra-imports-no-feature']);
    expect(rulesBroken('src/server/infra/imports-table.ts')).toEqual([]);
  });

  it('server features meet through the listed public modules and tables only', () => {
    expect(rulesBroken('src/server/memorials/private.ts')).toEqual(['features-meet-through-public-modules']);
    expect(rulesBroken('src/server/memorials/public.ts')).toEqual([]);
    expect(rulesBroken('src/server/memorials/table.ts')).toEqual([]);
    expect(rulesBroken('src/server/memorials/root.ts')).toEqual([
      'features-never-import-the-composition-root',
    ]);
  });

  it('test support is for tests, and tests may reach any module', () => {
    expect(rulesBroken('src/server/memorials/support.ts')).toEqual(['test-support-stays-in-tests']);
    expect(rulesBroken('src/server/memorials/support.test.ts')).toEqual([]);
  });
});
