import { describe, expect, it } from 'vitest';
import {
  GUIDED_EXERCISE_IDS,
  GUIDED_EXERCISES,
  type GuidedExerciseId,
  getGuidedExercise,
  guidedExerciseIdSchema,
  isGuidedExerciseId,
  timedSeconds,
} from './guided-exercises.ts';

const breathingPattern = (id: GuidedExerciseId) =>
  getGuidedExercise(id)
    .steps.filter((step) => step.phase)
    .slice(1)
    .map((step) => `${step.phase}:${step.seconds}`);

describe('guided exercises', () => {
  it('lists each exercise once, in the order of GUIDED_EXERCISE_IDS', () => {
    expect(GUIDED_EXERCISES.map((exercise) => exercise.id)).toEqual([...GUIDED_EXERCISE_IDS]);
  });

  it('gives every exercise a title, a duration, a summary, a comfort note and ordered steps', () => {
    for (const exercise of GUIDED_EXERCISES) {
      expect(exercise.title.length).toBeGreaterThan(0);
      expect(exercise.summary.length).toBeGreaterThan(20);
      expect(exercise.comfortNote.length).toBeGreaterThan(20);
      expect(Number.isInteger(exercise.durationMinutes)).toBe(true);
      expect(exercise.durationMinutes).toBeGreaterThan(0);
      expect(exercise.steps.length).toBeGreaterThanOrEqual(5);
      for (const step of exercise.steps) {
        expect(step.text.trim().length).toBeGreaterThan(5);
        if (step.seconds !== undefined) {
          expect(Number.isInteger(step.seconds)).toBe(true);
          expect(step.seconds).toBeGreaterThan(0);
        }
      }
    }
  });

  it('fits the timed steps inside the stated duration', () => {
    for (const exercise of GUIDED_EXERCISES) {
      expect(timedSeconds(exercise)).toBeLessThanOrEqual(exercise.durationMinutes * 60);
    }
  });

  it('times every breathing step and tells the guide which way to move', () => {
    for (const exercise of GUIDED_EXERCISES.filter((candidate) => candidate.kind === 'breathing')) {
      const paced = exercise.steps.filter((step) => step.phase);
      expect(paced.length).toBeGreaterThan(8);
      for (const step of paced) expect(step.seconds).toBeGreaterThan(0);
    }
  });

  it('breathes box breathing as in 4, hold 4, out 4, hold 4', () => {
    const pattern = breathingPattern('box-breathing');
    expect(pattern.slice(0, 4)).toEqual(['inhale:4', 'hold:4', 'exhale:4', 'hold:4']);
    expect(pattern.length % 4).toBe(0);
    expect(new Set(pattern.map((step) => step.split(':')[1]))).toEqual(new Set(['4']));
  });

  it('breathes 4-7-8 as in 4, hold 7, out 8', () => {
    const pattern = breathingPattern('breathing-4-7-8');
    expect(pattern.slice(0, 3)).toEqual(['inhale:4', 'hold:7', 'exhale:8']);
    expect(pattern.length).toBe(12);
  });

  it('breathes the longer out-breath as in 4, out 6, with no hold, first in the list for panic', () => {
    const exercise = getGuidedExercise('longer-out-breath');
    expect(GUIDED_EXERCISE_IDS[0]).toBe('longer-out-breath');
    expect(exercise.kind).toBe('breathing');
    const pattern = exercise.steps
      .filter((step) => step.phase)
      .map((step) => `${step.phase}:${step.seconds}`);
    expect(pattern.slice(0, 2)).toEqual(['inhale:4', 'exhale:6']);
    expect(new Set(pattern)).toEqual(new Set(['inhale:4', 'exhale:6']));
    expect(exercise.steps.map((step) => step.text).join(' ')).not.toMatch(/\bhold/i);
  });

  it('says before box breathing and 4-7-8 that the holds can be skipped', () => {
    for (const id of ['box-breathing', 'breathing-4-7-8'] as const) {
      expect(getGuidedExercise(id).comfortNote, id).toContain(
        'If holding your breath makes you feel more panicky, skip the holds.',
      );
    }
  });

  it('counts 5-4-3-2-1 grounding down through the senses', () => {
    const counts = getGuidedExercise('grounding-5-4-3-2-1')
      .steps.map((step) => /\b([1-5]) (?:things?|thing)\b/.exec(step.text)?.[1])
      .filter(Boolean);
    expect(counts).toEqual(['5', '4', '3', '2', '1']);
  });

  it('includes a body scan, a letter to the person who died and a gentle walk', () => {
    expect(getGuidedExercise('body-scan').kind).toBe('body');
    expect(getGuidedExercise('letter-to-your-person').kind).toBe('writing');
    expect(getGuidedExercise('gentle-walk').kind).toBe('movement');
  });

  it('knows its ids', () => {
    expect(isGuidedExerciseId('box-breathing')).toBe(true);
    expect(isGuidedExerciseId('yoga')).toBe(false);
    expect(guidedExerciseIdSchema.safeParse('body-scan').success).toBe(true);
    expect(guidedExerciseIdSchema.safeParse('yoga').success).toBe(false);
    expect(() => getGuidedExercise('yoga' as GuidedExerciseId)).toThrow();
  });
});
