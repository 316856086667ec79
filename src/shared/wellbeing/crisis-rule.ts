// The vocabulary of the crisis check, shared by its layers: levels, categories, the rule shape
// and the word patterns several rule sets use.
//
// Categories follow public warning-sign guidance (988 Lifeline, AFSP, SAMHSA) and the Columbia
// screener's questions: a wish to be dead (passive), thoughts of killing oneself (explicit), a
// method or plan, preparations, and behaviour already under way. They are fixed codes, never the
// matched words; they are shown to the person's own reply logic and stored nowhere else.

/** none < concern (gentle check-in) < crisis (the card first) < emergency (an act under way). */
export type CrisisLevel = 'none' | 'concern' | 'crisis' | 'emergency';

export const CRISIS_CATEGORIES = [
  'explicit-ideation',
  'passive-ideation',
  'burden',
  'hopelessness',
  'plan',
  'means',
  'timing',
  'preparation',
  'act-in-progress',
  'reunion-deadline',
  'self-harm',
  'harm-to-others',
  'in-danger',
  'third-party-risk',
] as const;

export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

export type CrisisCheck = { level: CrisisLevel; categories: CrisisCategory[] };

export const LEVEL_RANK: Record<CrisisLevel, number> = { none: 0, concern: 1, crisis: 2, emergency: 3 };

export const isAtLeast = (level: CrisisLevel, threshold: CrisisLevel) =>
  LEVEL_RANK[level] >= LEVEL_RANK[threshold];

export const higherLevel = (a: CrisisLevel, b: CrisisLevel): CrisisLevel => (isAtLeast(a, b) ? a : b);

export type CrisisRule = {
  category: CrisisCategory;
  level: Exclude<CrisisLevel, 'none'>;
  pattern: RegExp;
  /** Skip a match whose nearest subject is someone else ('she wanted to die at home'). */
  firstPersonOnly?: boolean;
  /** Level when a negation comes just before ('I'm not going to kill myself'). */
  whenNegated?: CrisisLevel;
  /** Tested on the rest of the sentence, which starts with a space or is empty. */
  notFollowedBy?: RegExp;
  /** Lowers a 'crisis' match to 'concern' when the rest of the sentence reads like an idiom. */
  softenWhenFollowedBy?: RegExp;
  /** A bare mention that a sentence telling how someone died by suicide explains. */
  quietInSuicideLossStory?: boolean;
};

export const RELATIONS =
  '(?:mum|mom|mommy|mummy|mother|mam|dad|daddy|father|papa|husband|wife|partner|spouse|son|daughter|child|kid|kids|children|baby|boy|girl|brother|sister|twin|sibling|grandma|grandmother|grandpa|grandfather|granny|gran|nan|nana|nanna|grandad|granddad|grandson|granddaughter|uncle|aunt|auntie|aunty|cousin|niece|nephew|boyfriend|girlfriend|fiance|fiancee|friend|bestie|ex|stepdad|stepfather|stepmum|stepmom|stepmother|stepson|stepdaughter|parents?|family|neighbou?r|colleague|coworker|patient|client|roommate|flatmate|carer|caregiver)';

export const W = '[a-z0-9*]+';
const FIRST_PERSON = '(?:i|im|ive|id|ill|me|myself)';
const THIRD_PARTY = `(?:he|she|they|hes|shes|theyre|theyve|hed|shed|theyd|his|her|hers|their|who|whose|people|(?:(?:my|our|your|his|her|their) (?:late |dear |poor |little |big |older |younger |eldest |youngest |oldest |best |baby |twin |step |ex )?)?${RELATIONS}s?)`;

// The nearest subject within three words before the match is someone else, with no 'I' or 'me'
// in between: 'she said she wanted to die' is about her; 'I miss her so much I want to die' is not.
export const THIRD_PARTY_BEFORE = new RegExp(`\\b${THIRD_PARTY}(?: (?!${FIRST_PERSON}\\b)${W}){0,3} $`);
export const STARTS_WITH_FIRST_PERSON = new RegExp(`^${FIRST_PERSON}\\b`);

// A negation followed only by filler words up to the match: 'I'm not going to', 'I would never
// actually'. A content word in between breaks it: 'I'm not okay and I want to die' is not negated.
export const NEGATED_BEFORE = new RegExp(
  '\\b(?:not|never|dont|wont|wouldnt|didnt|doesnt|isnt|arent|wasnt|werent|havent|hasnt|aint|shouldnt|couldnt|no|nunca|jamas)' +
    '(?: (?:ever|really|actually|seriously|even|honestly|going|to|want|planning|plan|on|trying|try|about|be|been|feeling|feel|thinking|of|considering|consider|intend|intending|at|all|gonna|will|would|ll|d|have|had|a|ready|any|in|estoy|pensando|quiero|voy|a|me|lo|de|que|tengo|ganas))* $',
);

// Hospice wording about how someone wished to die.
export const HOSPICE_AFTER =
  /^ (?:at home|in (?:her|his|their|my) (?:own )?(?:bed|home|house|sleep)|peacefully|with dignity|surrounded|on (?:her|his|their) own terms|without pain|in hospice|soon|in a few|any day)\b/;

export const PILLS =
  '(?:pills|tablets|meds|medication|medications|medicine|painkillers|sleeping pills|sleeping tablets|antidepressants|insulin|paracetamol|tylenol|oxy|opioids|benzos|xanax)';

// Whole words only; rule bodies are written against the normalised text.
export const rx = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'g');
