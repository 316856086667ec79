import { describe, expect, it } from 'vitest';
import { onboardingAnswersSchema } from './onboarding-answers.ts';
import {
  BASIC_QUESTIONS,
  CHAT_QUESTIONS,
  PLANNING_AHEAD_QUESTIONS,
  personaliseQuestionsFor,
  promptFor,
  QUESTION_IDS,
  QUESTIONS,
  RECENT_LOSS_QUESTIONS,
} from './questions.ts';

describe('onboarding questions', () => {
  it('asks 7 recent-loss questions: their name first (issue #19), then the spec’s order', () => {
    expect(RECENT_LOSS_QUESTIONS.map((question) => question.id)).toEqual([
      'deceased_name',
      'relationship_to_deceased',
      'date_of_death',
      'jurisdiction',
      'care_status',
      'dependents_status',
      'notifications_status',
    ]);
  });

  it('asks 3 planning-ahead questions', () => {
    expect(PLANNING_AHEAD_QUESTIONS.map((question) => question.id)).toEqual([
      'planning_reason',
      'healthcare_directive',
      'will_status',
    ]);
  });

  it('asks all 10 in the chat assessment, their name first', () => {
    expect(CHAT_QUESTIONS).toHaveLength(10);
    expect(CHAT_QUESTIONS[0]).toBe(QUESTIONS.deceased_name);
    expect(BASIC_QUESTIONS.chat).toBe(CHAT_QUESTIONS);
    expect(BASIC_QUESTIONS['recent-loss']).toHaveLength(7);
    expect(BASIC_QUESTIONS['planning-ahead']).toHaveLength(3);
  });

  it('asks their name as a skippable name question with a gentle hint, never when planning ahead', () => {
    expect(QUESTIONS.deceased_name).toMatchObject({
      kind: 'name',
      prompt: 'What was their name?',
      hint: 'So we can use their name, not a label. You can add it later.',
      options: [],
    });
    expect(PLANNING_AHEAD_QUESTIONS).not.toContain(QUESTIONS.deceased_name);
    expect(personaliseQuestionsFor('planning-ahead')).not.toContain(QUESTIONS.deceased_name);
  });

  it('offers the spec’s options, verbatim', () => {
    expect(QUESTIONS.relationship_to_deceased.options).toEqual([
      'My parent',
      'My grandparent',
      'My spouse or partner',
      'My child',
      'My sibling',
      'My friend',
      'Other',
    ]);
    expect(QUESTIONS.care_status.options).toEqual(['Yes', 'Not yet', "I'm not sure"]);
    expect(QUESTIONS.dependents_status.options).toEqual(['Yes', 'No', 'Not sure yet']);
    expect(QUESTIONS.notifications_status.options).toEqual(['Yes', 'Not yet']);
    expect(QUESTIONS.planning_reason.options).toEqual([
      'Health concerns',
      'Age/life stage',
      'Family request',
      'Peace of mind',
      'Other',
    ]);
    expect(QUESTIONS.healthcare_directive.options).toEqual(['Yes', 'No', 'Not sure what that is']);
    expect(QUESTIONS.will_status.options).toEqual(['Yes', 'No', 'In progress']);
    expect(QUESTIONS.disposition.options).toEqual(['Burial', 'Cremation', 'Organ/tissue donation']);
    expect(QUESTIONS.service.options).toEqual(['Yes', 'Not sure', 'No']);
    expect(QUESTIONS.financial_accounts.options).toEqual([
      'Bank accounts',
      'Credit cards',
      'Investments/retirement',
    ]);
    expect(QUESTIONS.debts.options).toEqual(['Mortgage/landlord', 'Car loan', 'Personal/other loan']);
    expect(QUESTIONS.benefits.options).toEqual([
      'Life insurance',
      'Retirement benefits',
      "Veterans' benefits",
    ]);
    expect(QUESTIONS.utilities.options).toEqual(['Electric/gas/water', 'Cell phone', 'Cable/internet']);
    expect(QUESTIONS.online_accounts.options).toEqual([
      'Email/cloud',
      'Social media',
      'Streaming/news subscriptions',
      'Password manager/crypto',
    ]);
    expect(QUESTIONS.probate.options).toEqual(['Yes', 'No', 'Not sure']);
    expect(QUESTIONS.role.options).toEqual(['Executor', 'Family member helping', 'Other']);
  });

  it('gives every choice question options and the date and location questions none', () => {
    for (const question of Object.values(QUESTIONS)) {
      const isChoice = question.kind === 'single' || question.kind === 'multi';
      expect(question.options.length > 0, question.id).toBe(isChoice);
      expect(new Set(question.options).size).toBe(question.options.length);
    }
  });

  it('keys every question by its own id, and the answers schema knows exactly these ids', () => {
    for (const [key, question] of Object.entries(QUESTIONS)) expect(question.id).toBe(key);
    expect(Object.keys(onboardingAnswersSchema.shape).sort()).toEqual([...QUESTION_IDS].sort());
  });

  it('words the planning questions for a recent loss when that is the path', () => {
    expect(promptFor(QUESTIONS.will_status, 'recent-loss')).toBe('Did they leave a will?');
    expect(promptFor(QUESTIONS.will_status, 'planning-ahead')).toBe('Do you have a will?');
    for (const question of PLANNING_AHEAD_QUESTIONS) {
      expect(question.recentLossPrompt).toBeTruthy();
      expect(promptFor(question, 'recent-loss')).not.toBe(promptFor(question, 'planning-ahead'));
    }
    expect(promptFor(QUESTIONS.date_of_death, 'recent-loss')).toBe(QUESTIONS.date_of_death.prompt);
  });

  it('asks all 18 personalise questions after a recent loss', () => {
    const ids = personaliseQuestionsFor('recent-loss').map((question) => question.id);
    expect(ids).toHaveLength(18);
    expect(ids).toContain('funeral_home_chosen');
    expect(ids).toContain('role');
  });

  it('asks only the personalise questions that fit one’s own plans when planning ahead', () => {
    const questions = personaliseQuestionsFor('planning-ahead');
    expect(questions.map((question) => question.id)).toEqual([
      'disposition',
      'service',
      'dependents',
      'assets',
      'financial_accounts',
      'debts',
      'benefits',
      'online_accounts',
      'veteran',
    ]);
    expect(promptFor(QUESTIONS.veteran, 'planning-ahead')).toBe('Did you serve in the military?');
  });
});
