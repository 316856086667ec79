// `node --import tsx bench/memorial-page-weight.ts [buildDir]`: the JavaScript a signed-out visitor
// downloads for the first view of /memorial/{slug} (the entry chunk, the memorial page chunk and
// everything they import statically; lazy chunks such as the editor and the QR dialog are not
// counted), gzip-compressed. Writes its section of docs/benchmarks.md. Build first: `npm run build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const ROOT = path.resolve(import.meta.dirname, '..');
const DOC_PATH = path.join(ROOT, 'docs/benchmarks.md');
const assets = path.resolve(ROOT, process.argv[2] ?? 'dist/web', 'assets');

// Static imports only (`import … from "./x.js"` / `import "./x.js"`), not dynamic `import("./x.js")`.
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[^"(]*?from\s*)?"\.\/([^"]+\.js)"/g;

async function closure(start: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const source = await readFile(path.join(assets, start), 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) await closure(match[1]!, seen);
  return seen;
}

const files = await readdir(assets);
const entry = files.find((file) => /^index-.*\.js$/.test(file));
const page = files.find((file) => /^memorial-page-.*\.js$/.test(file));
if (!entry || !page) throw new Error(`No built entry or memorial page chunk in ${assets}; run npm run build`);

const entryFiles = await closure(entry);
const allFiles = await closure(page, new Set(entryFiles));
const gzipKb = async (file: string) => gzipSync(await readFile(path.join(assets, file))).length / 1024;
let entryKb = 0;
let pageKb = 0;
for (const file of allFiles) {
  const size = await gzipKb(file);
  if (entryFiles.has(file)) entryKb += size;
  else pageKb += size;
}
const totalKb = entryKb + pageKb;
const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
const sectionText = [
  '<!-- bench:memorial-page-weight:start -->',
  '## Public memorial page: JavaScript for the first view (gzip)',
  '',
  '| app entry (shared) | memorial page chunks | total | budget |',
  '|---|---|---|---|',
  `| ${entryKb.toFixed(1)} KB | ${pageKb.toFixed(1)} KB | ${totalKb.toFixed(1)} KB | ${BUDGET_KB} KB (${verdict}) |`,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node --import tsx bench/memorial-page-weight.ts\`; lazy chunks (editor, QR dialog) excluded.`,
  '<!-- bench:memorial-page-weight:end -->',
].join('\n');

const doc = await readFile(DOC_PATH, 'utf8');
const pattern = /<!-- bench:memorial-page-weight:start -->[\s\S]*?<!-- bench:memorial-page-weight:end -->/;
await writeFile(
  DOC_PATH,
  pattern.test(doc) ? doc.replace(pattern, () => sectionText) : `${doc.trimEnd()}\n\n${sectionText}\n`,
);
console.log(sectionText);
