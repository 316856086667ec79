// `node --import tsx bench/security-scan-seed.ts http://127.0.0.1:3170`: one signed-in family on a running
// Harbor, printed as JSON (session cookie, loved one, a task, the memorial) for the scanners'
// command lines in docs/security-scans.md.
import { seedFamily } from './harbor-fixture.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const family = await seedFamily(baseUrl, baseUrl, 1);
console.log(JSON.stringify({ ...family, taskId: family.taskIds[0], taskIds: undefined }, null, 2));
