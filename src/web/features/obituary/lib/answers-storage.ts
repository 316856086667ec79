import { EMPTY_ANSWERS, type ObituaryAnswers } from '#shared/obituary/obituary-answers.ts';

// This tab's copy of the answers and the draft, so a reload or a slip of the back button loses
// nothing. Session storage: it goes when the tab closes, as grief writing on a shared computer should.

type WriterState = { answers: ObituaryAnswers; draft: string; step: number };

const keyFor = (lovedOneId: string) => `harbor.obituary-writer.${lovedOneId}`;

export function readWriterState(lovedOneId: string): WriterState | null {
  try {
    const raw = sessionStorage.getItem(keyFor(lovedOneId));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<WriterState>;
    return {
      answers: { ...EMPTY_ANSWERS, ...stored.answers },
      draft: typeof stored.draft === 'string' ? stored.draft : '',
      step: typeof stored.step === 'number' ? stored.step : 0,
    };
  } catch {
    return null;
  }
}

export function writeWriterState(lovedOneId: string, state: WriterState) {
  try {
    sessionStorage.setItem(keyFor(lovedOneId), JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the page still holds everything while it is open.
  }
}

export function clearWriterState(lovedOneId: string) {
  try {
    sessionStorage.removeItem(keyFor(lovedOneId));
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
