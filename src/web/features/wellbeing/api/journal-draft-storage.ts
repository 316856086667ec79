import type { JournalDraft } from '#shared/wellbeing/journal-input.ts';

// The browser's copy of what is being written, per person and per entry, so a closed tab, a
// lost connection or a crash never loses words. The server keeps a copy of a new entry too.

type StoredDraft = JournalDraft & { savedAt: string };

const DRAFT_KEY_PREFIX = 'harbor.journal-draft.';

const keyFor = (userId: string, entryId: string | null) => `${DRAFT_KEY_PREFIX}${userId}.${entryId ?? 'new'}`;

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

/**
 * On sign-out, every journal draft this browser holds, of anyone: unsaved words are private, and the
 * server keeps its own (encrypted) copy of a new entry, so the next person at a shared computer finds none.
 */
export function forgetJournalDrafts() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept when storage is blocked.
  }
}

export const isEmptyDraft = (draft: Pick<JournalDraft, 'title' | 'body'>) =>
  !draft.title.trim() && !draft.body.trim();
