import type { WaitlistEntryInput } from '#shared/validation/waitlist.ts';
import { api, isDeliveryFailure, unwrap } from '#web/lib/api-client.ts';

/** The spec's local fallback: a product-named key, each entry with the time it was saved. */
const PENDING_WAITLIST_KEY = 'harbor-waitlist-pending';

type PendingEntry = { entry: WaitlistEntryInput; savedAt: string };

export const joinWaitlist = (entry: WaitlistEntryInput) => unwrap(api.waitlist.$post({ json: entry }));

function readPending(): PendingEntry[] {
  try {
    const value = JSON.parse(localStorage.getItem(PENDING_WAITLIST_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function writePending(entries: PendingEntry[]) {
  if (entries.length === 0) localStorage.removeItem(PENDING_WAITLIST_KEY);
  else localStorage.setItem(PENDING_WAITLIST_KEY, JSON.stringify(entries));
}

export function savePendingWaitlistEntry(entry: WaitlistEntryInput): void {
  writePending([...readPending(), { entry, savedAt: new Date().toISOString() }]);
}

/** Sends entries saved while offline; each leaves storage once the server has it. */
export async function flushPendingWaitlistEntries(): Promise<void> {
  const pending = readPending();
  if (pending.length === 0) return;
  const kept: PendingEntry[] = [];
  for (const item of pending) {
    try {
      await joinWaitlist(item.entry);
    } catch (error) {
      if (isDeliveryFailure(error)) kept.push(item);
    }
  }
  writePending(kept);
}
