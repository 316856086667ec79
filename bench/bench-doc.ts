// Shared by the front-end benchmarks: the machine line and writing a marked section of docs/benchmarks.md.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const DOC_PATH = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

export function machine(): string {
  const cpus = os.cpus();
  return `${os.type()} ${os.release()} (${os.arch()}), ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** Replaces the section between `<!-- bench:{id}:start/end -->` (or appends it), as the other benchmarks do. */
export async function writeDocSection(id: string, lines: readonly string[]): Promise<void> {
  const text = [`<!-- bench:${id}:start -->`, ...lines, `<!-- bench:${id}:end -->`].join('\n');
  const doc = await readFile(DOC_PATH, 'utf8');
  const pattern = new RegExp(`<!-- bench:${id}:start -->[\\s\\S]*?<!-- bench:${id}:end -->`);
  await writeFile(
    DOC_PATH,
    pattern.test(doc) ? doc.replace(pattern, () => text) : `${doc.trimEnd()}\n\n${text}\n`,
  );
  console.log(text);
}
