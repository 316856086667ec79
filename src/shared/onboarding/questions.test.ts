import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWholeDollars } from '../inventory/money.ts';
import { smallEstateOf } from '../state-rules/state-rules.test-support.ts';
import { onboardingAnswersSchema } from './onboarding-answers.ts';
import {
  BASIC_QUESTIONS,
  CHAT_QUESTIONS,
  hintFor,
  type OnboardingPath,
  type OnboardingQuestion,
  optionsFor,
  PLANNING_AHEAD_QUESTIONS,
  personaliseCounter,
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
    expect(optionsFor(QUESTIONS.will_status, 'recent-loss')).toEqual(['Yes', 'No', 'Not sure']);
    expect(optionsFor(QUESTIONS.will_status, 'planning-ahead')).toEqual(['Yes', 'No', 'In progress']);
    expect(QUESTIONS.disposition.options).toEqual(['Burial', 'Cremation', 'Organ/tissue donation']);
    expect(QUESTIONS.service.options).toEqual(['Yes', 'Not sure', 'No']);
    expect(QUESTIONS.financial_accounts.options).toEqual([
      'Bank accounts',
      'Credit cards',
      'Investments/retirement',
    ]);
    // Issue #19: a landlord is not a debt; renting is answered by the home question.
    expect(QUESTIONS.debts.options).toEqual(['Mortgage', 'Car loan', 'Personal/other loan']);
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

  it('asks what the checklist needs after a recent loss, about a dozen more than the spec’s 18 (issue #19)', () => {
    const ids = personaliseQuestionsFor('recent-loss').map((question) => question.id);
    expect(ids.slice(0, 2)).toEqual(['death_circumstances', 'place_of_death']);
    for (const id of [
      'will_status',
      'home',
      'pets',
      'federal_service',
      'medicaid',
      'surviving_spouse',
      'social_security',
      'living_trust',
      'estate_band',
      'funeral_home_chosen',
      'role',
    ]) {
      expect(ids).toContain(id);
    }
    // Follow-ups wait for the answer that makes them matter.
    expect(ids).not.toContain('military_retiree');
    expect(ids).not.toContain('burial_place');
    expect(ids).not.toContain('printed_programs');
    expect(ids.length - 18).toBeLessThanOrEqual(12);
  });

  it('asks a follow-up only when an earlier answer makes it matter', () => {
    const idsFor = (answers: Record<string, unknown>) =>
      personaliseQuestionsFor('recent-loss', answers).map((question) => question.id);
    expect(idsFor({ veteran: 'Yes' })).toContain('military_retiree');
    expect(idsFor({ veteran: 'No' })).not.toContain('military_retiree');
    expect(idsFor({ disposition: 'Burial' })).toContain('burial_place');
    expect(idsFor({ disposition: 'Cremation' })).not.toContain('burial_place');
    for (const service of ['Yes', 'Not sure']) {
      expect(idsFor({ service })).toEqual(
        expect.arrayContaining(['printed_programs', 'livestream', 'flowers', 'food']),
      );
    }
    expect(idsFor({ service: 'No' })).not.toContain('food');
    expect(idsFor({ relationship_to_deceased: 'My spouse or partner' })).not.toContain('surviving_spouse');
    expect(idsFor({ relationship_to_deceased: 'My parent' })).toContain('surviving_spouse');
  });

  it('leaves out a question already asked among the basic ones', () => {
    const ids = personaliseQuestionsFor('recent-loss', {}, [QUESTIONS.will_status]).map((q) => q.id);
    expect(ids).not.toContain('will_status');
  });

  it('names the state’s small-estate limit under the estate question once the state is known', () => {
    const federal = 'The federal estate tax limit is $15,000,000.';
    expect(hintFor(QUESTIONS.estate_band, {})).toBe(`${QUESTIONS.estate_band.hint} ${federal}`);
    expect(hintFor(QUESTIONS.estate_band, { jurisdiction: { state: 'TX' } })).toBe(
      `${QUESTIONS.estate_band.hint} Texas’s small-estate limit is ${formatWholeDollars(
        smallEstateOf('TX').limitDollars,
      )}, not counting the home. ${federal}`,
    );
    expect(hintFor(QUESTIONS.pets, { jurisdiction: { state: 'TX' } })).toBeUndefined();
  });

  it('names both of Oregon’s limits, as it weighs real property apart', () => {
    expect(hintFor(QUESTIONS.estate_band, { jurisdiction: { state: 'OR' } })).toContain(
      'Oregon’s small-estate limit is $75,000 of personal property and $200,000 of real property.',
    );
  });

  it('says where the state has no small-estate limit on record (New Hampshire)', () => {
    expect(hintFor(QUESTIONS.estate_band, { jurisdiction: { state: 'NH' } })).toContain(
      'New Hampshire has no simpler procedure for small estates that we could confirm. The federal',
    );
  });

  it('names the limit in force on the date of death, not one raised since', () => {
    const answers = { jurisdiction: { state: 'CA' }, date_of_death: '2024-06-10' };
    expect(hintFor(QUESTIONS.estate_band, answers)).toContain(
      'California’s small-estate limit is $184,500, not counting vehicles.',
    );
  });

  it('asks only the personalise questions that fit one’s own plans when planning ahead, the state first', () => {
    const questions = personaliseQuestionsFor('planning-ahead');
    expect(questions.map((question) => question.id)).toEqual([
      'jurisdiction',
      'disposition',
      'service',
      'dependents',
      'pets',
      'assets',
      'financial_accounts',
      'debts',
      'benefits',
      'veteran',
      'living_trust',
      'estate_band',
      'online_accounts',
    ]);
    expect(promptFor(QUESTIONS.veteran, 'planning-ahead')).toBe('Did you serve in the military?');
    expect(promptFor(QUESTIONS.jurisdiction, 'planning-ahead')).toBe('Where do you live?');
    for (const question of questions) expect(question.planningAheadPrompt, question.id).toBeTruthy();
  });
});

describe('the name they gave, once given (product rule: never "your loved one" once the name is known)', () => {
  const named = { deceased_name: { first: 'Rose', last: 'Lane' } };

  it('asks whether Rose is in someone’s care, by her first name, after "What was their name?"', () => {
    expect(promptFor(QUESTIONS.care_status, 'recent-loss', named)).toBe(
      'Is Rose in the care of a funeral home, hospital or medical examiner?',
    );
    expect(promptFor(QUESTIONS.care_status, 'recent-loss', { deceased_name: { first: ' Rose ' } })).toBe(
      'Is Rose in the care of a funeral home, hospital or medical examiner?',
    );
    expect(promptFor(QUESTIONS.date_of_death, 'recent-loss', named)).toBe('When did Rose pass away?');
    expect(promptFor(QUESTIONS.role, 'recent-loss', named)).toBe(
      'What is your part in looking after Rose’s affairs?',
    );
  });

  it('says the name in every question about the person once it is given, setup and personalise alike', () => {
    const aboutThem = Object.values(QUESTIONS).filter(
      (question) =>
        question.id !== 'deceased_name' &&
        /\b(they|their|them)\b/i.test(promptFor(question, 'recent-loss')) &&
        // Asks about a service or a plan, not about the person.
        !/^(Will there|Would you like|Have you)/.test(promptFor(question, 'recent-loss')),
    );
    expect(aboutThem.length).toBeGreaterThan(25);
    for (const question of aboutThem) {
      expect(promptFor(question, 'recent-loss', named), question.id).toMatch(/^(?:.*\s)?Rose(’s)?\b/);
    }
  });

  it('asks about them without a name while none was given, and never as "your loved one"', () => {
    for (const answers of [{}, { deceased_name: null }, { deceased_name: { first: '  ', last: 'Lane' } }]) {
      expect(promptFor(QUESTIONS.care_status, 'recent-loss', answers)).toBe(
        'Are they in the care of a funeral home, hospital or medical examiner?',
      );
    }
  });

  it('says "your loved one" in no question asked after the name, with it or without', () => {
    const afterName = [...CHAT_QUESTIONS, ...personaliseQuestionsFor('recent-loss')].filter(
      (question) => question !== QUESTIONS.deceased_name,
    );
    for (const question of afterName) {
      for (const answers of [named, {}]) {
        expect(promptFor(question, 'recent-loss', answers), question.id).not.toMatch(/loved one/i);
        expect(hintFor(question, answers) ?? '', question.id).not.toMatch(/loved one/i);
      }
    }
  });
});

describe('the personalise counter', () => {
  // Answers under which every follow-up is asked.
  const ALL_ASKED = { service: 'Yes', disposition: 'Burial', veteran: 'Yes' };

  it('names, for each question asked only after an earlier answer, a question asked before it', () => {
    for (const path of ['recent-loss', 'planning-ahead'] as const) {
      const asked = [...BASIC_QUESTIONS[path], ...personaliseQuestionsFor(path, ALL_ASKED)];
      for (const question of asked) {
        if (!question.askIf) continue;
        const decider = asked.findIndex((earlier) => earlier.id === question.askIf?.after);
        expect(decider, `${path} ${question.id}`).toBeGreaterThanOrEqual(0);
        expect(decider, `${path} ${question.id}`).toBeLessThan(asked.indexOf(question));
      }
    }
  });

  it('never grows as answers come, steps on by at least one, and ends at its total', () => {
    const walk = fc.record({
      path: fc.constantFrom<OnboardingPath>('recent-loss', 'planning-ahead'),
      // For each question in turn: which of its options is chosen, or a skip (null, as the chat saves it).
      picks: fc.array(fc.option(fc.nat(), { nil: null }), { minLength: 40, maxLength: 40 }),
    });
    fc.assert(
      fc.property(walk, ({ path, picks }) => {
        const answers: Record<string, unknown> = {};
        const seen: OnboardingQuestion[] = [];
        let last = { position: 0, total: Number.POSITIVE_INFINITY };
        for (;;) {
          const current = personaliseQuestionsFor(path, answers).find((question) => !seen.includes(question));
          if (!current) break;
          const counter = personaliseCounter(path, answers, current.id);
          expect(counter.total).toBeLessThanOrEqual(last.total);
          expect(counter.position).toBeGreaterThan(last.position);
          expect(counter.position).toBeLessThanOrEqual(counter.total);
          last = counter;
          const pick = picks[seen.length] ?? null;
          const options = optionsFor(current, path);
          answers[current.id] = pick === null || options.length === 0 ? null : options[pick % options.length];
          seen.push(current);
        }
        expect(last.position).toBe(last.total);
        expect(last.total).toBe(seen.length);
      }),
      { numRuns: 300 },
    );
  });

  it('counts, before any answer, every question that may yet be asked', () => {
    expect(personaliseCounter('recent-loss', {}, 'death_circumstances')).toEqual({
      position: 1,
      total: personaliseQuestionsFor('recent-loss', ALL_ASKED).length,
    });
  });
});
