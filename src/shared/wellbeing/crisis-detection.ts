import { normaliseCrisisText } from './crisis-normalise.ts';
import {
  CRISIS_CATEGORIES,
  type CrisisCategory,
  type CrisisCheck,
  type CrisisLevel,
  type CrisisRule,
  higherLevel,
  LEVEL_RANK,
  NEGATED_BEFORE,
  STARTS_WITH_FIRST_PERSON,
  THIRD_PARTY_BEFORE,
} from './crisis-rule.ts';
import { ENGLISH_RULES } from './crisis-rules-en.ts';
import { SPANISH_RULES } from './crisis-rules-es.ts';
import { SIGNAL_RULES } from './crisis-rules-signals.ts';

// The crisis check, in layers:
// 1. normalise (crisis-normalise.ts): case, accents, punctuation, contractions, stretched
//    letters, misspellings, text-speak ('kms', 'wanna'), Spanish spellings;
// 2. phrase rules per category, in English (crisis-rules-en.ts, crisis-rules-signals.ts) and
//    Spanish (crisis-rules-es.ts), each knowing when a match is negated or about someone else;
// 3. combination (below): an action sign — a plan, a means, a time, a preparation — next to any
//    sign of wanting to die raises the level to 'crisis'; an act under way is an 'emergency'.
//
// It is a safety net, not a judge: a miss can cost a life, a false alarm costs a gentle
// interruption, so an ambiguous wording leans towards 'concern'. It must still stay quiet on
// ordinary grief talk ('my mother died', 'this is killing me', 'he died by suicide two years
// ago'), because a card that fires on every mention of death teaches grieving people to stop
// telling the truth. The evaluation set in crisis-eval/ measures both; see docs/benchmarks.md.

export { normaliseCrisisText } from './crisis-normalise.ts';
export {
  type CrisisCategory,
  type CrisisCheck,
  type CrisisLevel,
  higherLevel,
  isAtLeast,
} from './crisis-rule.ts';

const RULES: readonly CrisisRule[] = [...ENGLISH_RULES, ...SIGNAL_RULES, ...SPANISH_RULES];

// Sentences that tell how someone died by suicide; a bare 'suicide' in them is the story, not
// a signal. Explicit first-person rules still apply in the same sentence.
const SUICIDE_LOSS_CONTEXT =
  /\b(?:died (?:by|of|from|through|after) (?:a )?suicide|lost (?:him|her|them|my \w+(?: \w+)?) to suicide|(?:his|her|their|\w+s) suicide|suicide (?:loss|losses|survivor|survivors|bereavement|bereaved|prevention|hotline|lifeline|line|crisis line|and crisis)|after (?:the|a) suicide|(?:committed|completed|attempted) suicide|by suicide|to suicide|from suicide|suicide note)\b/;

/** Signs of wanting to die; next to an action sign they make a crisis. */
const WISH_SIGNS: readonly CrisisCategory[] = [
  'explicit-ideation',
  'passive-ideation',
  'burden',
  'hopelessness',
  'reunion-deadline',
  'self-harm',
];
/** Signs that a wish is turning into action (the Columbia screener's method, intent and plan). */
const ACTION_SIGNS: readonly CrisisCategory[] = ['plan', 'means', 'timing', 'preparation'];

export type CategoryLevels = ReadonlyMap<CrisisCategory, CrisisLevel>;

/** Which categories one message shows, each at the highest level a rule gave it. */
export function matchCategories(text: string): Map<CrisisCategory, CrisisLevel> {
  const found = new Map<CrisisCategory, CrisisLevel>();
  for (const sentence of normaliseCrisisText(text)) {
    const isSuicideLossStory = SUICIDE_LOSS_CONTEXT.test(sentence);
    for (const rule of RULES) {
      if (rule.quietInSuicideLossStory && isSuicideLossStory) continue;
      for (const match of sentence.matchAll(rule.pattern)) {
        const start = match.index ?? 0;
        const prefix = sentence.slice(0, start);
        const suffix = sentence.slice(start + match[0].length);
        if (rule.notFollowedBy?.test(suffix)) continue;
        const isAboutSomeoneElse =
          !STARTS_WITH_FIRST_PERSON.test(match[0]) && THIRD_PARTY_BEFORE.test(prefix);
        if (rule.firstPersonOnly && isAboutSomeoneElse) continue;
        let level: CrisisLevel = rule.level;
        if (NEGATED_BEFORE.test(prefix)) level = rule.whenNegated ?? 'concern';
        else if (level === 'crisis' && rule.softenWhenFollowedBy?.test(suffix)) level = 'concern';
        if (level === 'none') continue;
        found.set(rule.category, higherLevel(found.get(rule.category) ?? 'none', level));
      }
    }
  }
  return found;
}

/** The level the categories add up to: each one's own level, raised where signs combine. */
export function combineCategories(found: CategoryLevels): CrisisCheck {
  let level: CrisisLevel = 'none';
  for (const categoryLevel of found.values()) level = higherLevel(level, categoryLevel);
  const has = (categories: readonly CrisisCategory[]) => categories.some((category) => found.has(category));
  const actionSigns = ACTION_SIGNS.filter((category) => found.has(category)).length;
  if (level !== 'none' && ((has(ACTION_SIGNS) && has(WISH_SIGNS)) || actionSigns >= 2)) {
    level = higherLevel(level, 'crisis');
  }
  if (found.has('act-in-progress') && found.size > 1) level = 'emergency';
  const categories = [...found.entries()]
    .sort(
      ([a, levelA], [b, levelB]) =>
        LEVEL_RANK[levelB] - LEVEL_RANK[levelA] ||
        CRISIS_CATEGORIES.indexOf(a) - CRISIS_CATEGORIES.indexOf(b),
    )
    .map(([category]) => category);
  return { level, categories };
}

/** Looks for signs of suicide risk, self-harm, harm to others or danger in one message. */
export function detectCrisis(text: string): CrisisCheck {
  return combineCategories(matchCategories(text));
}

/**
 * Whether the message tells of someone hurting or threatening the person: the card then leads with the
 * lines that know about abuse, not the suicide lines alone (decision 099).
 */
export const tellsOfDanger = (text: string): boolean => detectCrisis(text).categories.includes('in-danger');
