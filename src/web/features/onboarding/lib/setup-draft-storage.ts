import type { OnboardingPath } from '#shared/onboarding/questions.ts';
import { forgetInTab, keepInTab, readKeptInTab } from '#web/lib/tab-keeping.ts';

/** The setup answers not saved yet, and the question they reached, kept in the tab (tab-keeping.ts). */
type SetupDraft = {
  answers: Record<string, unknown>;
  position: { phase: 'basic' | 'personalise'; index: number };
};

const keyFor = (path: OnboardingPath) => `harbor.setup-draft.${path}`;

const isPosition = (value: unknown): value is SetupDraft['position'] => {
  const position = value as Partial<SetupDraft['position']> | null;
  return (
    (position?.phase === 'basic' || position?.phase === 'personalise') &&
    Number.isInteger(position.index) &&
    (position.index ?? -1) >= 0
  );
};

export function readSetupDraft(path: OnboardingPath): SetupDraft | null {
  const kept = readKeptInTab(keyFor(path)) as Partial<SetupDraft> | null;
  if (typeof kept?.answers !== 'object' || kept.answers === null || !isPosition(kept.position)) return null;
  return { answers: kept.answers, position: kept.position };
}

export const writeSetupDraft = (path: OnboardingPath, draft: SetupDraft) => keepInTab(keyFor(path), draft);

export const clearSetupDraft = (path: OnboardingPath) => forgetInTab(keyFor(path));
