import { EMPTY_ANSWERS, type ObituaryAnswers } from '#shared/obituary/obituary-answers.ts';
import { forgetInTab, keepInTab, readKeptInTab } from '#web/lib/tab-keeping.ts';

/** The writer's answers, draft and step, kept in the tab (tab-keeping.ts). */
type WriterState = { answers: ObituaryAnswers; draft: string; step: number };

const keyFor = (lovedOneId: string) => `harbor.obituary-writer.${lovedOneId}`;

export function readWriterState(lovedOneId: string): WriterState | null {
  const stored = readKeptInTab(keyFor(lovedOneId)) as Partial<WriterState> | null;
  if (!stored || typeof stored !== 'object') return null;
  return {
    answers: { ...EMPTY_ANSWERS, ...stored.answers },
    draft: typeof stored.draft === 'string' ? stored.draft : '',
    step: typeof stored.step === 'number' ? stored.step : 0,
  };
}

export const writeWriterState = (lovedOneId: string, state: WriterState) =>
  keepInTab(keyFor(lovedOneId), state);

export const clearWriterState = (lovedOneId: string) => forgetInTab(keyFor(lovedOneId));
