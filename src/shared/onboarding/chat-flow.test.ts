import { describe, expect, it } from 'vitest';
import {
  CHAT_PATH_KEY,
  CHAT_PERSONALISE_KEY,
  chatAnswerSchemaFor,
  chatOnboardingAnswers,
  chatSteps,
  nextChatStepIndex,
} from './chat-flow.ts';
import { ANSWER_MESSAGES } from './onboarding-answers.ts';
import { CHAT_QUESTIONS, PLANNING_AHEAD_QUESTIONS, personaliseQuestionsFor } from './questions.ts';

const keys = (saved: Record<string, unknown>) => chatSteps(saved).map((step) => step.key);

describe('chatSteps', () => {
  it('asks the path, then all 10 questions for a recent loss, then the personalise choice', () => {
    expect(keys({ path: 'recent-loss' })).toEqual([
      CHAT_PATH_KEY,
      ...CHAT_QUESTIONS.map((question) => question.id),
      CHAT_PERSONALISE_KEY,
    ]);
  });

  it('asks only the 3 planning questions when planning ahead', () => {
    expect(keys({ path: 'planning-ahead' })).toEqual([
      CHAT_PATH_KEY,
      ...PLANNING_AHEAD_QUESTIONS.map((question) => question.id),
      CHAT_PERSONALISE_KEY,
    ]);
  });

  it('adds the personalise questions of the path only after a Yes', () => {
    expect(keys({ path: 'planning-ahead', personalise: 'No' })).toHaveLength(5);
    expect(keys({ path: 'planning-ahead', personalise: 'Yes' }).slice(5)).toEqual(
      personaliseQuestionsFor('planning-ahead').map((question) => question.id),
    );
  });

  it('does not ask about the will twice, and asks a follow-up once its answer is saved (issue #19)', () => {
    const personalise = (saved: Record<string, unknown>) => keys(saved).slice(CHAT_QUESTIONS.length + 2);
    const base = { path: 'recent-loss', personalise: 'Yes' };
    expect(personalise(base)).not.toContain('will_status');
    expect(keys(base).filter((key) => key === 'will_status')).toHaveLength(1);
    expect(personalise(base)).not.toContain('military_retiree');
    const veteran = { ...base, veteran: 'Yes' };
    expect(personalise(veteran)).toContain('military_retiree');
    expect(
      chatSteps(veteran)[nextChatStepIndex({ ...veteran, ...skippedBefore(veteran, 'military_retiree') })]
        ?.key,
    ).toBe('military_retiree');
  });
});

/** Every step before `key` saved as skipped, the answers already given kept. */
function skippedBefore(saved: Record<string, unknown>, key: string): Record<string, unknown> {
  const steps = chatSteps(saved);
  const before = steps.slice(
    0,
    steps.findIndex((step) => step.key === key),
  );
  return Object.fromEntries(before.map((step) => [step.key, saved[step.key] ?? null]));
}

describe('nextChatStepIndex', () => {
  it('resumes at the first step without a saved answer, counting a skip (null) as answered', () => {
    expect(nextChatStepIndex({})).toBe(0);
    expect(nextChatStepIndex({ path: 'recent-loss', deceased_name: null })).toBe(2);
    expect(nextChatStepIndex({ path: 'recent-loss', relationship_to_deceased: null })).toBe(1);
    expect(
      nextChatStepIndex({
        path: 'planning-ahead',
        planning_reason: null,
        healthcare_directive: 'No',
        will_status: 'Yes',
        personalise: 'No',
      }),
    ).toBe(-1);
  });
});

describe('chatAnswerSchemaFor', () => {
  it('checks each answer with its question’s rule and refuses keys the chat never asks', () => {
    expect(chatAnswerSchemaFor('path', '2025-01-01')?.safeParse('recent-loss').success).toBe(true);
    expect(chatAnswerSchemaFor('path', '2025-01-01')?.safeParse(null).success).toBe(false);
    expect(chatAnswerSchemaFor('care_status', '2025-01-01')?.safeParse(null).success).toBe(true);
    const future = chatAnswerSchemaFor('date_of_death', '2025-01-01')?.safeParse('2025-01-02');
    expect(future?.error?.issues[0]?.message).toBe(ANSWER_MESSAGES.futureDate);
    expect(chatAnswerSchemaFor('favourite_colour', '2025-01-01')).toBeNull();
  });
});

describe('chatOnboardingAnswers', () => {
  it('keeps the path’s answers, drops skips and answers from the other path', () => {
    expect(chatOnboardingAnswers({})).toBeNull();
    expect(
      chatOnboardingAnswers({
        path: 'planning-ahead',
        relationship_to_deceased: 'My parent',
        will_status: 'Yes',
        planning_reason: null,
        personalise: 'Yes',
        veteran: 'No',
      }),
    ).toEqual({ path: 'planning-ahead', answers: { will_status: 'Yes', veteran: 'No' } });
  });

  it('leaves the personalise answers out after Not now', () => {
    expect(
      chatOnboardingAnswers({ path: 'recent-loss', personalise: 'No', veteran: 'Yes' })?.answers,
    ).toEqual({});
  });
});
