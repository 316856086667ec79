import { strToU8 } from 'fflate';
import { isUsStateCode, stateByCode } from '#shared/geo/us-states.ts';
import { UNNAMED_LOVED_ONE } from '#shared/loved-ones/loved-one-display.ts';
import { stateRulesFor } from '#shared/state-rules/state-rules.ts';
import { taxReturnsDue } from '#shared/tax-documents/tax-documents.ts';
import { type PacketEntry, packetFileName, packetSummary } from '#shared/tax-documents/tax-packet.ts';
import type { AppDeps } from '../app-env.ts';
import { type ZipEntry, zipStream } from '../infra/zip-stream.ts';
import { findEstateName } from '../loved-ones/planner-names.ts';
import { readKeptCopy } from './kept-copy.ts';
import { openTaxDocuments } from './open-tax-documents.ts';

/**
 * One ZIP for the accountant: a summary of the list (statuses, returns and due dates) and every file the
 * team kept, numbered as on the list. The permission check and the summary come first; the files are
 * read one at a time as the download goes.
 */
export async function buildTaxPacket(
  deps: AppDeps,
  input: { userId: string; lovedOneId: string; today: string },
) {
  const { lovedOne, checklist, rows } = await openTaxDocuments(deps.db, input.userId, input.lovedOneId);
  const entries: PacketEntry[] = checklist.map((document) => {
    const row = rows.get(document.key);
    return {
      ...document,
      status: row?.status ?? 'to_find',
      fileName: row?.fileKey ? (row.fileName ?? 'document') : null,
    };
  });
  const name = await findEstateName(deps.db, lovedOne);
  const state = isUsStateCode(lovedOne.stateCode) ? stateRulesFor(lovedOne.stateCode) : null;
  const stateName = lovedOne.stateCode ? (stateByCode(lovedOne.stateCode)?.name ?? null) : null;
  const summary = packetSummary({
    name: name ?? UNNAMED_LOVED_ONE,
    dateOfDeath: lovedOne.dateOfDeath,
    returns: lovedOne.dateOfDeath ? taxReturnsDue(lovedOne.dateOfDeath, state, stateName) : [],
    entries,
    preparedOn: input.today,
  });
  async function* packetEntries(): AsyncGenerator<ZipEntry> {
    yield { name: '00 Summary.txt', body: strToU8(summary), compress: true };
    for (const [index, entry] of entries.entries()) {
      const row = rows.get(entry.key);
      const kept = row ? await readKeptCopy(deps, row) : null;
      if (!kept) continue;
      // Named from the row read with the bytes: a copy kept in place of one replaced meanwhile has its own type.
      const named = { ...entry, fileName: kept.row.fileName ?? 'document' };
      yield { name: packetFileName(index + 1, named), body: kept.body, compress: false };
    }
  }
  return {
    body: zipStream(packetEntries()),
    fileName: `Tax documents - ${name ?? 'estate'}.zip`,
  };
}
