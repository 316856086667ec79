import { strToU8, zipSync } from 'fflate';
import { findState, isUsStateCode } from '#shared/geo/us-states.ts';
import { stateRulesFor } from '#shared/state-rules/state-rules.ts';
import { taxReturnsDue } from '#shared/tax-documents/tax-documents.ts';
import { type PacketEntry, packetFileName, packetSummary } from '#shared/tax-documents/tax-packet.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { AppDeps } from '../app-env.ts';
import { openTaxDocuments } from './open-tax-documents.ts';

/**
 * One ZIP for the accountant: a summary of the list (statuses, returns and due dates) and every file the
 * team kept, numbered as on the list. Files are already compressed (PDF, JPEG, PNG), so they are
 * stored, not deflated again.
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
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const [index, entry] of entries.entries()) {
    const key = rows.get(entry.key)?.fileKey;
    const stored = key ? await deps.storage.get(key) : null;
    if (stored) files[packetFileName(index + 1, entry)] = [stored.body, { level: 0 }];
  }
  const state = isUsStateCode(lovedOne.stateCode) ? stateRulesFor(lovedOne.stateCode) : null;
  const stateName = lovedOne.stateCode ? (findState(lovedOne.stateCode)?.name ?? null) : null;
  const summary = packetSummary({
    name: lovedOne.nameGiven ? fullName(lovedOne) : 'your loved one',
    dateOfDeath: lovedOne.dateOfDeath,
    returns: lovedOne.dateOfDeath ? taxReturnsDue(lovedOne.dateOfDeath, state, stateName) : [],
    entries,
    preparedOn: input.today,
  });
  const zip = zipSync({ '00 Summary.txt': strToU8(summary), ...files });
  return { body: zip, fileName: `Tax documents - ${lovedOne.nameGiven ? fullName(lovedOne) : 'estate'}.zip` };
}
