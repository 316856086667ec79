import type { JournalDraft } from '#shared/wellbeing/journal-input.ts';

// The browser's copy of what is being written, per person and per entry, so a closed tab, a
// lost connection or a crash never loses words. The server keeps a copy of a new entry too.

type StoredDraft = JournalDraft & { savedAt: string };

const keyFor = (userId: string, entryId: string | null) =>
  `harbor.journal-draft.${userId}.${entryId ?? 'new'}`;

export function readLocalDraft(userId: string, entryId: string | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(keyFor(userId, entryId));
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, entryId: string | null, draft: JournalDraft) {
  try {
    localStorage.setItem(
      keyFor(userId, entryId),
      JSON.stringify({ ...draft, savedAt: new Date().toISOString() }),
    );
  } catch {
    // Storage full or blocked (private mode): the server copy still holds a new entry.
  }
}

export function clearLocalDraft(userId: string, entryId: string | null) {
  try {
    localStorage.removeItem(keyFor(userId, entryId));
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

export const isEmptyDraft = (draft: Pick<JournalDraft, 'title' | 'body'>) =>
  !draft.title.trim() && !draft.body.trim();
