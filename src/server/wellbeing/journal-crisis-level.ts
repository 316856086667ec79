import { detectCrisis } from '../../shared/wellbeing/crisis-detection.ts';

/**
 * The crisis check on a saved entry, for the author's own screen only: the answer goes back to
 * them and nowhere else, and nothing about it is stored or counted (decision 033).
 */
export const crisisLevelOfEntry = (input: { title?: string | null; body?: string | null }) =>
  detectCrisis(`${input.title ?? ''}\n${input.body ?? ''}`).level;
