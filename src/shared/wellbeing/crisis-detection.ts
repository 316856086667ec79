// A phrase matcher for suicidal thoughts, self-harm, harm to others and immediate danger.
//
// It is a safety net, not a judge: a miss can cost a life, a false alarm costs a gentle
// interruption, so when a wording is ambiguous it leans towards 'concern' rather than 'none'.
// It must still stay quiet on ordinary grief talk ('my mother died', 'this is killing me'),
// because a crisis card that fires on every mention of death teaches grieving people to stop
// telling the truth.
//
// Levels:
// - 'crisis'  — explicit thoughts of dying or ending one's life (active or passive), self-harm,
//               a method or plan, an overdose, intent to hurt someone, or being in danger.
//               The reply leads with the crisis card.
// - 'concern' — wordings that often sit next to suicidal thoughts but are not explicit ('I can't
//               go on', 'I just want to be with her', 'I'm a burden'), a crisis phrase that was
//               negated ('I'm not going to kill myself'), or worry about someone else. The reply
//               asks directly and still lists the crisis numbers; asking does not plant the idea.
//
// Judgement calls (each is pinned by a test):
// - 'I feel dead inside since mum died' → 'none'. It is the everyday word for grief's numbness;
//   the offline companion reflects numbness and mentions 988 softly instead.
// - A death by suicide told as the person's story ('my brother took his own life', 'he died by
//   suicide', 'she killed herself') → 'none'. People bereaved by suicide say it often and must
//   not be treated as a danger for saying how their person died. Present-tense worry about a
//   living person ('my sister says she wants to die') → 'concern'.
// - 'I don't want to die' → 'none' (fear of dying is not a wish to die); other negated crisis
//   phrases → 'concern'.
// - Hyperbole about others ('I could kill my brother') → 'concern'; stated intent ('I'm going to
//   kill him') → 'crisis'.
//
// `reasons` are fixed codes, never the matched words, so an event can be recorded without any
// of the message text.

export type CrisisLevel = 'none' | 'concern' | 'crisis';

export type CrisisReason =
  | 'suicidal-thoughts'
  | 'suicide-plan'
  | 'self-harm'
  | 'overdose'
  | 'harm-to-others'
  | 'in-danger'
  | 'someone-else-at-risk'
  | 'hopelessness'
  | 'wish-to-die-or-join';

export type CrisisCheck = { level: CrisisLevel; reasons: CrisisReason[] };

export const CRISIS_REASONS: readonly CrisisReason[] = [
  'suicidal-thoughts',
  'suicide-plan',
  'self-harm',
  'overdose',
  'harm-to-others',
  'in-danger',
  'someone-else-at-risk',
  'hopelessness',
  'wish-to-die-or-join',
];

const LEVEL_RANK: Record<CrisisLevel, number> = { none: 0, concern: 1, crisis: 2 };

export const isAtLeast = (level: CrisisLevel, threshold: CrisisLevel) =>
  LEVEL_RANK[level] >= LEVEL_RANK[threshold];

// ---------------------------------------------------------------------------------------------
// Normalising
// ---------------------------------------------------------------------------------------------

// Misspellings and slang seen in crisis messages, mapped to the word the rules are written for.
// Kept per token so a typo in one word does not need a variant of every rule.
const TOKEN_FIXES: Record<string, string> = {
  kil: 'kill',
  kll: 'kill',
  kiil: 'kill',
  klil: 'kill',
  kiling: 'killing',
  killin: 'killing',
  myslef: 'myself',
  mysefl: 'myself',
  mysef: 'myself',
  mysel: 'myself',
  myselff: 'myself',
  mysself: 'myself',
  myslf: 'myself',
  mself: 'myself',
  meself: 'myself',
  myselv: 'myself',
  suicde: 'suicide',
  sucide: 'suicide',
  suicid: 'suicide',
  suiside: 'suicide',
  suicied: 'suicide',
  suacide: 'suicide',
  suiced: 'suicide',
  suicdie: 'suicide',
  suicidee: 'suicide',
  sucicide: 'suicide',
  sewerslide: 'suicide',
  suicdal: 'suicidal',
  sucidal: 'suicidal',
  suisidal: 'suicidal',
  suicidial: 'suicidal',
  suicidle: 'suicidal',
  suicidel: 'suicidal',
  suicedal: 'suicidal',
  sucicidal: 'suicidal',
  suicidall: 'suicidal',
  overdoze: 'overdose',
  ovrdose: 'overdose',
  overdos: 'overdose',
  overdsoe: 'overdose',
  ovedose: 'overdose',
  wnat: 'want',
  wamt: 'want',
  whant: 'want',
  watn: 'want',
  wnt: 'want',
  wanna: 'want to',
  wana: 'want to',
  wnna: 'want to',
  wannna: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  goina: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  diee: 'die',
  diie: 'die',
  dnt: 'dont',
  cannot: 'cant',
  anymor: 'anymore',
  anymoe: 'anymore',
  anymroe: 'anymore',
  nemore: 'anymore',
  anymo: 'anymore',
  reson: 'reason',
  raeson: 'reason',
  livin: 'living',
  liveing: 'living',
  witout: 'without',
  wihtout: 'without',
  wthout: 'without',
  beter: 'better',
  bettr: 'better',
  nothin: 'nothing',
  nuthin: 'nothing',
  nothign: 'nothing',
  pils: 'pills',
  pillz: 'pills',
  alvie: 'alive',
  noone: 'nobody',
  selfharm: 'self harm',
  selfharming: 'self harming',
  kms: 'kill myself',
  killmyself: 'kill myself',
  iwant: 'i want',
  iwanna: 'i want to',
  wantto: 'want to',
  endit: 'end it',
  endmylife: 'end my life',
  comit: 'commit',
  commiting: 'committing',
  comitting: 'committing',
  contemplaiting: 'contemplating',
  thinkin: 'thinking',
  thnking: 'thinking',
  thikning: 'thinking',
};

// Multi-word spellings folded to one canonical form; the rules use the contracted forms
// without apostrophes ('im', 'dont', 'cant') because that is how most people type them.
const PHRASE_FIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ i am /g, ' im '],
  [/ i m /g, ' im '],
  [/ i have /g, ' ive '],
  [/ i ve /g, ' ive '],
  [/ i will /g, ' ill '],
  [/ i would /g, ' id '],
  [/ i had /g, ' id '],
  [/ i d /g, ' id '],
  [/ do not /g, ' dont '],
  [/ does not /g, ' doesnt '],
  [/ did not /g, ' didnt '],
  [/ can not /g, ' cant '],
  [/ will not /g, ' wont '],
  [/ would not /g, ' wouldnt '],
  [/ is not /g, ' isnt '],
  [/ are not /g, ' arent '],
  [/ was not /g, ' wasnt '],
  [/ should (?:have|of) /g, ' shouldve '],
  [/ could (?:have|of) /g, ' couldve '],
  [/ would (?:have|of) /g, ' wouldve '],
  [/ he is /g, ' hes '],
  [/ she is /g, ' shes '],
  [/ they are /g, ' theyre '],
  [/ what is /g, ' whats '],
  [/ any more /g, ' anymore '],
  [/ my self /g, ' myself '],
  [/ over dose /g, ' overdose '],
  [/ sewer slide /g, ' suicide '],
  [/ no one /g, ' nobody '],
  [/ no body /g, ' nobody '],
  [/ w o /g, ' without '],
  [/ (want|going|need|ready|have|got|trying) (?:too|2) /g, ' $1 to '],
];

// Words people censor with asterisks ('s*icide', 'k*ll myself'); a token is restored only when
// exactly one of these fits it.
const CENSORABLE = ['suicide', 'suicidal', 'kill', 'killing', 'die', 'dead', 'myself', 'harm', 'overdose'];

function uncensor(token: string): string {
  if (!token.includes('*') || !/[a-z]/.test(token)) return token;
  const shape = new RegExp(`^${token.replace(/\*/g, '[a-z]')}$`);
  const fits = CENSORABLE.filter((word) => shape.test(word));
  return fits.length === 1 ? fits[0]! : token;
}

/**
 * The text as the rules see it, one entry per sentence: lower case, no accents, apostrophes
 * dropped ('don’t' → 'dont'), punctuation as spaces, look-alike digits inside words restored
 * ('k1ll' → 'kill'), stretched letters shortened, common misspellings fixed.
 */
export function normaliseCrisisText(text: string): string[] {
  const prepared = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toLowerCase()
    .replace(/[’‘ʼʹ`´′]/g, "'")
    .replace(/(?<=[a-z])[1!|](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])3(?=[a-z])/g, 'e')
    .replace(/(?<=[a-z])0(?=[a-z])/g, 'o')
    .replace(/(?<=[a-z])[4@](?=[a-z])/g, 'a')
    .replace(/(?<=[a-z])[5$](?=[a-z])/g, 's')
    .replace(/(?<![a-z0-9])\$(?=[a-z]{2})/g, 's');

  const sentences: string[] = [];
  for (const raw of prepared.split(/[.!?;:,\n\r…—–()]+| - /)) {
    const tokens = raw
      .replace(/'/g, '')
      .replace(/[^a-z0-9*]+/g, ' ')
      .replace(/([a-z])\1{2,}/g, '$1$1')
      .trim()
      .split(' ')
      .filter((token) => token.length > 0)
      .map((token) => TOKEN_FIXES[uncensor(token)] ?? uncensor(token));
    if (tokens.length === 0) continue;
    let sentence = ` ${tokens.join(' ')} `;
    // Two passes, because one fix can create the context for another ('i am gonna' → 'im going to').
    for (let pass = 0; pass < 2; pass++) {
      for (const [pattern, replacement] of PHRASE_FIXES) sentence = sentence.replace(pattern, replacement);
    }
    sentences.push(sentence.trim());
  }
  return sentences;
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

type Rule = {
  reason: CrisisReason;
  level: 'crisis' | 'concern';
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

const RELATIONS =
  '(?:mum|mom|mommy|mummy|mother|mam|dad|daddy|father|papa|husband|wife|partner|spouse|son|daughter|child|kid|kids|children|baby|boy|girl|brother|sister|twin|sibling|grandma|grandmother|grandpa|grandfather|granny|gran|nan|nana|nanna|grandad|granddad|grandson|granddaughter|uncle|aunt|auntie|aunty|cousin|niece|nephew|boyfriend|girlfriend|fiance|fiancee|friend|bestie|ex|stepdad|stepfather|stepmum|stepmom|stepmother|stepson|stepdaughter|parents?|family|neighbou?r|colleague|coworker|patient|client|roommate|flatmate|carer|caregiver)';

const W = '[a-z0-9*]+';
const FIRST_PERSON = '(?:i|im|ive|id|ill|me|myself)';
const THIRD_PARTY = `(?:he|she|they|hes|shes|theyre|theyve|hed|shed|theyd|his|her|hers|their|who|whose|people|(?:(?:my|our|your|his|her|their) (?:late |dear |poor |little |big |older |younger |eldest |youngest |oldest |best |baby |twin |step |ex )?)?${RELATIONS}s?)`;

// The nearest subject within three words before the match is someone else, with no 'I' or 'me'
// in between: 'she said she wanted to die' is about her; 'I miss her so much I want to die' is not.
const THIRD_PARTY_BEFORE = new RegExp(`\\b${THIRD_PARTY}(?: (?!${FIRST_PERSON}\\b)${W}){0,3} $`);
const STARTS_WITH_FIRST_PERSON = new RegExp(`^${FIRST_PERSON}\\b`);

// A negation followed only by filler words up to the match: 'I'm not going to', 'I would never
// actually'. A content word in between breaks it: 'I'm not okay and I want to die' is not negated.
const NEGATED_BEFORE = new RegExp(
  '\\b(?:not|never|dont|wont|wouldnt|didnt|doesnt|isnt|arent|wasnt|werent|havent|hasnt|aint|shouldnt|couldnt)' +
    '(?: (?:ever|really|actually|seriously|even|honestly|going|to|want|planning|plan|on|trying|try|about|be|been|feeling|feel|thinking|of|considering|consider|intend|intending|at|all|gonna|will|would|ll|d|have|had|a|ready|any|in))* $',
);

const ACCIDENT_AFTER =
  /^ (?:by accident|accidentally|on (?:a|an|the|some|her|his|my|that|this)|while|when|whilst|shaving|cooking|chopping|gardening|falling|tripping|slipping|in the|at the|at work|moving|lifting|carrying|doing|opening|cleaning|fixing|trying|working|laughing|with laughter|over nothing|in the foot|to (?:get|keep|finish|make|sort|be strong))\b/;

// Hospice wording about how someone wished to die.
const HOSPICE_AFTER =
  /^ (?:at home|in (?:her|his|their|my) (?:own )?(?:bed|home|house|sleep)|peacefully|with dignity|surrounded|on (?:her|his|their) own terms|without pain|in hospice|soon|in a few|any day)\b/;

const PILLS =
  '(?:pills|tablets|meds|medication|medications|medicine|painkillers|sleeping pills|sleeping tablets|antidepressants|insulin|paracetamol|tylenol|oxy|opioids|benzos|xanax)';

const INTENT =
  '(?:want to|going to|ready to|plan to|planning to|planning on|about to|decided to|trying to|try to|tempted to|need to|thinking about|thinking of|think about|thought about|considering|contemplating|ill|could|might|should|just)';

const I_SUBJECT = '(?:i|im|ive|id|ill|part of me)';

const NOT_A_PERSONS_HARM =
  /^ (?:feelings|feeling|chances|reputation|business|career|pride|back|time|plans|memory|legacy|case|credit)\b/;

// Whole words only; rule bodies are written against the normalised text.
const rx = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'g');

const RULES: readonly Rule[] = [
  // --- Suicidal thoughts: active and passive wishes to die ---------------------------------
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      'kill(?:ing|ed)? myself|unaliv(?:e|ing|ed) (?:myself|me)|off(?:ing)? myself|end(?:ing)? it all',
    ),
    notFollowedBy: ACCIDENT_AFTER,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx('(?:end|ending|ended|take|taking|took|taken) my (?:own )?life'),
    notFollowedBy: /^ (?:back|in|into|apart|as i knew it|over|by storm)\b/,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(`${INTENT} (?:just |finally |really |simply )?(?:end(?:ing)? (?:it|things|everything)|ctb)`),
    notFollowedBy: /^ (?:with|between|on|up|off|for (?:him|her|them|us)|by (?:selling|closing))\b/,
    firstPersonOnly: true,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      '(?:want|wants|wanting|need|needing|ready|deserve|deserves|trying|planning|plan|longing|long|praying|pray|hoping|hope) to (?:just |really |simply |finally |honestly |go and |literally )?(?:die|dye|be dead)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:(?:my|her|his|the|your|their|it|them) (?:hair|clothes|shirt|fabric|wool|eggs|dress)|of (?:embarrassment|shame|laughter)|for (?:him|her|them|you|my \w+|his|her|their))\b/,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'concern',
    pattern: rx('wanted to (?:just |really )?(?:die|be dead)'),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy: HOSPICE_AFTER,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      '(?:hope|hoping|pray|praying|wish|wishing) (?:that )?(?:i|id) (?:just |would |will |could |can )?(?:die|died|was dead|were dead|been dead|be dead|dont wake up|never wake up|wont wake up|dont ever wake up|didnt wake up|wouldnt wake up|dont make it|wasnt alive|werent alive|didnt exist|wasnt here anymore|could just disappear|go to sleep and not wake up)',
    ),
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      'better (?:off|of) (?:dead|without me|with me gone|if (?:i|im) (?:was|were|wasnt|werent|am|died|left|disappeared|didnt exist|never existed|gone|dead|not here|not around|wasnt around))|(?:might|may) as well (?:just )?(?:be dead|die|end it|kill myself)|i should (?:just )?(?:die|be dead)|cant wait to die|let me die|all i (?:want|wish for|think about) (?:to do )?is (?:to )?(?:die|be dead)',
    ),
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx('(?:id|i|would) (?:much )?(?:rather|sooner) (?:just )?(?:be dead|die)'),
    firstPersonOnly: true,
    // 'I'd rather die than go into a home' is an old idiom, but still worth asking about.
    softenWhenFollowedBy:
      /^ than (?:(?:go|going|be|being|move|moving|live|living|end up|ending up) (?:in|into|at|to) (?:a |an )?(?:home|nursing home|care home|old peoples home|hospital|assisted living|facility)|be a burden|lose my independence)\b/,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      `(?:dont|never|no longer) (?:think i |feel like i |know if i |know whether i |really |even |ever |actually )*(?:(?:want|wish|care) to|deserve to) (?:live|be alive|exist|stay alive|be here anymore|be in this world|be on this earth|go on living|keep living|carry on living|wake up|be here without (?:him|her|them|my ${W}))|(?:dont|cant|no longer) see (?:the|any) point (?:in|of) (?:living|life|going on|being alive|carrying on|staying alive)`,
    ),
    notFollowedBy:
      /^ (?:in|at|near|by|on|with|here|there|alone|like this|early|so early)\b(?! (?:a|this|the) world)/,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      '(?:not sure|unsure|dont know) (?:if |whether |that )?i (?:even |really |still )?want to (?:live|be alive|be here|stay alive|exist|keep living)',
    ),
    notFollowedBy: /^ (?:in|at|near|by|on|with|here|there)\b(?! (?:a|this|the) world)/,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      '(?:want|need|wish i could|going) to (?:just )?(?:not exist|stop existing|cease to exist|not be alive|stop living|stop breathing)|(?:sleep|go to sleep|fall asleep) and (?:never|not|dont|wont) (?:ever )?wake up',
    ),
    firstPersonOnly: true,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      `(?:tired|sick|exhausted|weary) of (?:living|being alive|existing|being here)|lost (?:the|my|all) will to live|no will to live|no (?:reason|reasons|point|purpose) (?:to |in |for )?(?:live|living|go on|going on|keep going|keep living|carry on|carrying on|be alive|being alive|stay alive|staying alive|exist|existing|be here|being here)|nothing (?:left )?(?:to live for|worth living for|to keep me here|keeping me here)|nobody (?:left )?to live for|(?:not|isnt|aint|no longer) worth living|life (?:${W} ){0,3}?(?:isnt|is not|is no longer|aint|s not) worth (?:it|living)|lifes (?:not |no longer )worth (?:it|living)|whats the point (?:of|in) (?:living|life|being alive|going on|staying alive|carrying on)`,
    ),
    notFollowedBy:
      /^ (?:the|a|an|that|this|to|holiday|vacation|trip|about|with (?:the|this|that)|for (?:the|this|that)|at (?:the|this|that))\b/,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      '(?:commit|committing|attempt|attempting|attempted|contemplate|contemplating|consider|considering|thinking (?:about|of)|think (?:about|of)|thought (?:about|of)|thoughts (?:about|of)|plan|planning|plans|going to|want to|try|trying|tried|urges? (?:to|of)|researching|research|googling|looking up) (?:to )?(?:commit |committing |attempting )?suicide|suicidal|suicide (?:plan|plans|attempt|thoughts|ideation|urges)',
    ),
    firstPersonOnly: true,
  },
  {
    // A bare 'suicide' that no other rule explains.
    reason: 'suicidal-thoughts',
    level: 'concern',
    pattern: rx('suicide'),
    firstPersonOnly: true,
    whenNegated: 'none',
    quietInSuicideLossStory: true,
  },
  {
    reason: 'suicidal-thoughts',
    level: 'crisis',
    pattern: rx(
      '(?:nobody|everyone|everybody|anyone|anybody|people) (?:would|will|d|wouldnt|wont) (?:even )?(?:care|notice|miss me|mind|be happier|be better) (?:if|when) (?:i|im) (?:died|die|was dead|were dead|was gone|were gone|am gone|gone|disappeared|wasnt here|werent here|wasnt around|killed myself|dead)',
    ),
  },

  // --- Plans, methods, means -----------------------------------------------------------------
  {
    reason: 'suicide-plan',
    level: 'crisis',
    pattern: rx(
      '(?:hang|hanging|hung|shoot|shooting|drown|drowning|poison|poisoning|gas|gassing|suffocate|suffocating|stab|stabbing|electrocute|electrocuting|strangle|strangling|smother|smothering) myself',
    ),
    notFollowedBy:
      /^ (?:in the foot|out to dry|up|with (?:work|questions)|in (?:work|paperwork|admin|tasks|busywork|chores|the garden|books|tv|television|wine|alcohol|my work|the paperwork))\b/,
  },
  {
    reason: 'suicide-plan',
    level: 'crisis',
    pattern: rx(
      '(?:slit|slice|slash|cut|cutting|slitting|slashing|slicing|open) (?:open )?my (?:own )?(?:wrists?|throat|veins?)',
    ),
    notFollowedBy: ACCIDENT_AFTER,
  },
  {
    reason: 'suicide-plan',
    level: 'crisis',
    pattern: rx(
      `(?:jump|jumping|throw myself|throwing myself|step|stepping|walk|walking|drive|driving|crash|crashing|swerve|swerving|lie down|lying down|lay down) (?:(?:my|the) car )?(?:off|from|in front of|into|under|onto|on) (?:a|an|the|that|my|some) (?:${W} )?(?:bridge|building|roof|rooftop|cliff|balcony|train|bus|truck|lorry|traffic|tracks|railway|river|lake|sea|ocean|overpass|motorway|highway|freeway|tree|wall)`,
    ),
    firstPersonOnly: true,
    notFollowedBy: /^ (?:to (?:visit|see|get|meet|pick)|for (?:a|the) (?:walk|swim|visit))\b/,
  },
  {
    reason: 'suicide-plan',
    level: 'crisis',
    pattern: rx(
      'gun (?:to|against|in) my (?:head|mouth|temple|chest)|(?:tie|tied|tying|make|made|making) a noose|(?:wrote|written|writing|write|left|leave|leaving|drafted|drafting) (?:a |my )?suicide note|this is my (?:last|final) message|goodbye (?:cruel )?world|by the time (?:you|anyone|someone|they) (?:read|reads|see|sees|find|finds|get|gets) this',
    ),
    firstPersonOnly: true,
  },
  {
    reason: 'suicide-plan',
    level: 'crisis',
    pattern: rx(
      `(?:easiest|painless|quickest|fastest|best|easy|quick|surest|least painful|simplest) ways? (?:to |of )?(?:die|dying|kill myself|killing myself|end (?:it|my life)|ending (?:it|my life)|commit suicide|overdose)|how (?:do i|to|can i|could i|should i|would i|do you|do people|does one) (?:${W} )?(?:kill (?:myself|yourself|oneself)|end (?:it all|my life|your life)|commit suicide|overdose|od)|(?:researching|research|looking up|googling|searching|search) (?:for )?(?:ways|how|methods) to (?:die|kill myself|end it|end my life|commit suicide|overdose)|how many (?:${W} )?${PILLS} (?:${W} ){0,4}(?:to die|to kill|would kill|to overdose|to od|is lethal|are lethal|is a lethal|to end it)|(?:lethal|fatal) (?:dose|amount)`,
    ),
    firstPersonOnly: true,
  },
  {
    reason: 'suicide-plan',
    level: 'concern',
    pattern: rx(
      '(?:buy|bought|buying|get|getting) (?:a |myself a )?(?:gun|handgun|pistol|noose)|(?:giving|gave|give) away (?:all )?(?:of )?(?:my|all my) (?:things|stuff|belongings|possessions|pets?|dog|cat)|(?:saying|writing) my goodbyes',
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:safe|license|licence|cabinet|lock|permit|to (?:the |my )?(?:kids|children|grandkids|family|charity)|before (?:i move|the move|moving)|because (?:im|were|we are) moving)\b/,
  },

  // --- Overdose -------------------------------------------------------------------------------
  {
    reason: 'overdose',
    level: 'crisis',
    pattern: rx(
      `${INTENT} (?:just |go and |finally )?(?:overdose|overdosing|od|o d)|(?:od|odd|oded|oding) on|(?:i|ive|just) (?:just )?(?:overdosed|odd)|(?:took|taken|swallowed|downed) (?:an overdose|too many (?:of )?(?:my |the |these |those )?(?:${W} )?${PILLS}|(?:a |the )?(?:whole |entire )?(?:bottle|packet|box|handful|pack|strip|jar) (?:of )?(?:my |the |her |his )?(?:${W} )?(?:${PILLS}|pills|them)|all (?:of )?(?:my |the |these |those |her |his |mums |moms |dads )?(?:${W} )?${PILLS})|${INTENT} (?:just )?(?:take|taking|swallow|swallowing) (?:all|every one|the whole|a whole|all of|too many) (?:of )?(?:my |the |these |those |her |his |mums |moms |dads )?(?:${W} )?(?:${PILLS}|bottle|packet)`,
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:every|each|a day|daily|twice|once a day|in the morning|at night|for my|with food|as prescribed|on time|regularly|this morning|today|like the doctor|to the pharmacy|back to)\b/,
  },
  {
    reason: 'overdose',
    level: 'crisis',
    pattern: rx(
      `(?:take|taking|swallow|swallowing) (?:all|the whole|a whole|all of) (?:of )?(?:my |the |these |those |her |his |mums |moms |dads )?(?:${W} )?(?:${PILLS}|bottle|packet) (?:at once|all at once|tonight|now|right now|and (?:never|not) wake up|and end it|to (?:die|end it|sleep forever))`,
    ),
    firstPersonOnly: true,
  },
  {
    reason: 'overdose',
    level: 'crisis',
    pattern: rx(
      `(?:stockpiling|stockpiled|hoarding|hoarded|stashing|stashed) (?:up )?(?:all )?(?:of )?(?:my |some |the |her |his |mums |moms |dads )?(?:old |leftover |spare )?${PILLS}|saving (?:up )?(?:my )?${PILLS}`,
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^ (?:for (?:the|a) (?:pharmacy|chemist|disposal|doctor)|to (?:return|dispose|give back|hand in))\b/,
  },

  // --- Self-harm ------------------------------------------------------------------------------
  {
    reason: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:hurt|hurting|harm|harming|harmed|cut|cutting|burn|burning|burnt|burned|injure|injuring|injured|mutilate|mutilating) myself|self (?:harm|harming|harmed|injury|injure|injuring|mutilation|mutilate)|(?:burning|cutting|scratching|carving) (?:into )?my (?:arms?|legs?|wrists?|skin|thighs?|stomach|hips?)',
    ),
    firstPersonOnly: true,
    notFollowedBy: ACCIDENT_AFTER,
  },
  {
    // 'I've been cutting again' — only when nothing follows that makes it ordinary cutting.
    reason: 'self-harm',
    level: 'crisis',
    pattern: rx(
      '(?:been|started|start|keep|kept|back to|relapsed|relapse|relapsing|urges? to|want to|going to|need to|thought about|thinking about) (?:\\w+ )?(?:cutting|cut)',
    ),
    firstPersonOnly: true,
    notFollowedBy:
      /^(?!$| (?:again|myself|my (?:arms?|legs?|wrists?|skin|thighs?)|and|but|so|because|since|when|to cope|to feel|it helps|every|at night|in secret|secretly)\b)/,
  },
  {
    reason: 'self-harm',
    level: 'concern',
    pattern: rx(
      '(?:hit|hitting|punch|punching|bang|banging|scratch|scratching|starve|starving|starved|bite|biting) myself',
    ),
    firstPersonOnly: true,
    notFollowedBy: ACCIDENT_AFTER,
  },

  // --- Harm to others -------------------------------------------------------------------------
  {
    reason: 'harm-to-others',
    level: 'crisis',
    pattern: rx(
      `${I_SUBJECT} (?:${W} ){0,2}?(?:want to|wants to|going to|plan to|planning to|planning on|ready to|about to|thinking about|thinking of|thought about|tempted to|decided to|need to|have to|intend to) (?:really |actually |just |finally |fucking |go and )?(?:kill|murder|hurt|shoot|stab|strangle|attack|beat up|run over|poison|harm|choke) (?:him|her|them|someone|somebody|anyone|anybody|everyone|everybody|people|that (?:${W} )?(?:man|woman|guy|driver|doctor|nurse|person|bastard|bitch|surgeon)|the (?:${W} )?(?:driver|doctor|nurse|man|woman|guy|person|surgeon|killer|shooter)|my ${W})`,
    ),
    whenNegated: 'none',
    notFollowedBy: NOT_A_PERSONS_HARM,
  },
  {
    reason: 'harm-to-others',
    level: 'crisis',
    pattern: rx(
      '(?:kill|shoot|stab) (?:everyone|everybody|them all|all of them)|shoot up (?:the|a|my|that|his|her) (?:school|office|church|place|building|work|hospital|funeral home)|(?:bring|take|taking|bringing) a (?:gun|knife|weapon) to (?:the|his|her|their|my|that) (?:funeral|school|office|church|house|hospital|work|meeting)',
    ),
    firstPersonOnly: true,
  },
  {
    reason: 'harm-to-others',
    level: 'concern',
    pattern: rx(
      `(?:i could|id|ill|i feel like i could|i swear ill|i swear i could) (?:literally |actually |honestly |just |really )?(?:kill|murder|strangle|hurt) (?:him|her|them|someone|somebody|the ${W}|that ${W}|my ${W})`,
    ),
    whenNegated: 'none',
    notFollowedBy: NOT_A_PERSONS_HARM,
  },

  // --- The person themselves is in danger --------------------------------------------------
  {
    reason: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `(?:hes|shes|theyre|he|she|they|someone|somebody|my ${RELATIONS}|${RELATIONS}) (?:is |keeps |has |has been |just |really |actually )?(?:going to|trying to|threatening to|threatened to|threatens to|about to|will|wants to|said (?:hed|shed|theyd|he would|she would|they would|he will|she will|hes going to|shes going to)|says (?:he|she|they) (?:will|is going to|wants to)|says (?:hes|shes|theyre) going to) (?:kill|hurt|attack|beat|shoot|stab|strangle|choke|harm|rape|beat up) me`,
    ),
    // 'My sister is going to kill me when she finds out' is usually an idiom, but not always.
    softenWhenFollowedBy: /^ (?:if|when|once|for|after|because)\b/,
  },
  {
    reason: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `(?:he|she|they|someone|somebody|my ${RELATIONS}) (?:just |keeps |has |has been |is |always |still |also |keeps on )?(?:hit|hits|hitting|beat|beats|beating|beaten|choked|chokes|choking|strangled|strangles|strangling|kicked|kicks|punched|punches|punching|raped|rapes|assaulted|assaults|abusing|abuses|slapped|slaps|stalking|stalks) me`,
    ),
    notFollowedBy: /^ (?:with (?:the|this|that|a|some|her|his|their) |up for)/,
    softenWhenFollowedBy:
      /^ (?:once|years ago|when (?:i|he|she) was|as a (?:child|kid)|growing up|back then|in the past|long ago)\b/,
  },
  {
    reason: 'in-danger',
    level: 'crisis',
    pattern: rx(
      `im (?:not safe|in danger|being (?:abused|beaten|hurt|threatened|followed|stalked|attacked|hit))|(?:scared|afraid|frightened|fearing|fear) for my (?:life|safety)|dont feel safe (?:at home|here|in my (?:own )?(?:home|house|room|flat|apartment)|with (?:him|her|them|my ${W})|around (?:him|her|them|my ${W}))|(?:he|she|they|someone|somebody) (?:has|is holding|pulled|is pointing|pointed) a (?:gun|knife|weapon) (?:on|to|at) me|(?:someone|somebody) (?:is )?(?:breaking in|trying to break in)`,
    ),
    notFollowedBy: /^ (?:to drive|driving|on the roads|on the road|behind the wheel)\b/,
  },

  // --- Worry about someone else -------------------------------------------------------------
  {
    reason: 'someone-else-at-risk',
    level: 'concern',
    pattern: rx(
      '(?:threatening|threatens|talking about|talks about|keeps saying|says|saying|wants|plans|planning|trying|thinking about|thinks about|told me|keeps talking about|keeps threatening) (?:to |about |of |that )?(?:(?:he|she|they|hes|shes|theyre) )?(?:wants to |want to |will |is going to |going to |might |is |are )?(?:kill (?:himself|herself|themselves)|killing (?:himself|herself|themselves)|end (?:his|her|their) (?:own )?life|ending (?:his|her|their) (?:own )?life|take (?:his|her|their) (?:own )?life|taking (?:his|her|their) (?:own )?life|hurt (?:himself|herself|themselves)|hurting (?:himself|herself|themselves)|suicide|suicidal|self harm|cutting)',
    ),
    notFollowedBy: /^ (?:off|out|short|down|back|with (?:work|drink|drinking|booze|worry|stress))\b/,
  },
  {
    reason: 'someone-else-at-risk',
    level: 'concern',
    pattern: rx(
      `(?:hes|shes|theyre|he|she|they|my ${RELATIONS}(?: is)?) (?:is |has |has been |been |keeps |feeling |seems |sounds |might be |may be |could be |really |very |so |keeps saying (?:he|she|they) |says (?:he|she|they) )*(?:suicidal|self harming|cutting (?:himself|herself|themselves)|hurting (?:himself|herself|themselves)|(?:wants|talking about wanting|talks about wanting) to die)`,
    ),
    notFollowedBy: new RegExp(
      `${HOSPICE_AFTER.source}|^ (?:off|out|short|down|back|with (?:work|drink|drinking|booze|worry|stress))\\b`,
    ),
  },

  // --- Hopelessness: not explicit, often sits next to suicidal thoughts --------------------
  {
    reason: 'hopelessness',
    level: 'concern',
    pattern: rx(
      `cant (?:go on|do this anymore|do it anymore|do this any longer|take (?:it|this|much more|anymore|it anymore|this anymore)|keep going|carry on|cope anymore|keep doing this|live like this|live without (?:him|her|them|my ${W})|go on without (?:him|her|them|my ${W})|bear (?:it|this) anymore|see (?:a|any) way out|see a future|face (?:another day|tomorrow|another morning|the future|life|living)|be here anymore|exist anymore|live anymore)|dont want to live like this|(?:im|i am|so) done with (?:life|living|everything|it all|this life)|i (?:just )?want out$|feel like dying`,
    ),
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:to|back|through|in|on about|round|around|over|up|down|into|with (?:the|this|that|all|my|his|her)|going to|for much longer with|phone|call|calls|job|house|car|stuff|box|boxes|off|out|away|home|apart|seriously|personally|like this with|(?!living|existing|breathing)[a-z]+ing)\b/,
  },
  {
    reason: 'hopelessness',
    level: 'concern',
    pattern: rx(
      '(?:there is|theres|i have|ive got|i see|see) no (?:hope|way out|future)|no hope left|no future for me|(?:lost|losing) all hope|nothing to look forward to|(?:im|feel like|feel like im|i feel like im|i feel like|i feel) (?:such |just |only |nothing but )?a (?:burden|waste of space)|(?:burden|burdening) (?:to|on) (?:everyone|everybody|my family|my kids|my children|them|you all|people|others)|(?:everyone|everybody) would be (?:happier|fine|better) without me|nobody (?:would|will|d|even|really) (?:even )?(?:miss me|notice if i|care if i)|(?:give|giving|gave|given) up on (?:life|living|everything|myself)|life is (?:pointless|meaningless)|(?:lifes|my life is|my lifes|life has) (?:pointless|meaningless|over|no meaning|no point|no purpose)|my life is over|whats the point (?:anymore|of anything|of it all|of any of it|in anything|of trying|of carrying on|of me|of getting up|of going on)|no (?:reason|point) (?:to get up|getting up|to wake up|in getting up)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },
  {
    reason: 'hopelessness',
    level: 'concern',
    pattern:
      /^(?:(?:honestly|so|but|and|i mean|like|seriously|really) )?whats (?:even )?the point(?: (?:anyway|of it|really|though|anymore))?$/g,
  },
  {
    reason: 'hopelessness',
    level: 'concern',
    pattern: rx(
      '(?:want|need|wish|wanted) (?:for )?(?:it|this|everything|the pain|the hurt|the grief|it all|all of this|all this|life) to (?:just )?(?:stop|end|be over|go away)|(?:want|need|wish i could|going) to (?:just )?(?:disappear|vanish|sleep forever|go to sleep forever|fall asleep forever|not be here)|dont (?:really )?want to be here(?! (?:at|for|in|with|when|on|today|tonight|alone|right now|anymore)\\b)|(?:not sure|dont know) (?:if |whether )?i can (?:go on|keep going|carry on|do this anymore)',
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
  },

  // --- Wishing to die with, or be with, the person who died --------------------------------
  {
    reason: 'wish-to-die-or-join',
    level: 'concern',
    pattern: rx(
      `(?:want|need|wish i could|long|longing|ready|cant wait) to (?:just )?(?:be with|join|go be with|go and be with|follow) (?:him|her|them|my (?:late )?${RELATIONS})(?: again| now| already| in heaven| up there| soon| right now)?`,
    ),
    firstPersonOnly: true,
    whenNegated: 'none',
    notFollowedBy:
      /^ (?:at|for|on|when|this|next|tomorrow|today|tonight|while|during|to|and (?:the|my)|in (?:the|hospital|hospice)|as|before|after|whenever|every|more|for)\b/,
  },
  {
    reason: 'wish-to-die-or-join',
    level: 'concern',
    pattern: rx(
      '(?:wish|wished|wishing) (?:that )?(?:it|that it) (?:was|were|had been|d been|id been) me|(?:should|shouldve|should have) (?:been|be) me|(?:i|me) (?:shouldve|should have) died|wish (?:that )?(?:i|id) (?:had )?(?:gone|died) (?:with|instead of|before|in (?:his|her|their) place)|waiting to die|waiting for (?:death|my turn|my time)|wish i (?:was|were|had) never (?:been )?born',
    ),
    whenNegated: 'none',
    notFollowedBy: /^ (?:[a-z]+ing|at the wheel|behind the wheel|there|in the car)\b/,
  },
];

// Sentences that tell how someone died by suicide; a bare 'suicide' in them is the story, not
// a signal. Explicit first-person rules still apply in the same sentence.
const SUICIDE_LOSS_CONTEXT =
  /\b(?:died (?:by|of|from|through|after) (?:a )?suicide|lost (?:him|her|them|my \w+(?: \w+)?) to suicide|(?:his|her|their|\w+s) suicide|suicide (?:loss|losses|survivor|survivors|bereavement|bereaved|prevention|hotline|lifeline|line|crisis line|and crisis)|after (?:the|a) suicide|(?:committed|completed|attempted) suicide|by suicide|to suicide|from suicide|suicide note)\b/;

/** Looks for signs of suicidal thoughts, self-harm, harm to others or danger in one message. */
export function detectCrisis(text: string): CrisisCheck {
  const found = new Map<CrisisReason, CrisisLevel>();
  let level: CrisisLevel = 'none';

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
        let matchLevel: CrisisLevel = rule.level;
        if (NEGATED_BEFORE.test(prefix)) matchLevel = rule.whenNegated ?? 'concern';
        else if (matchLevel === 'crisis' && rule.softenWhenFollowedBy?.test(suffix)) matchLevel = 'concern';
        if (matchLevel === 'none') continue;
        if (!isAtLeast(found.get(rule.reason) ?? 'none', matchLevel)) found.set(rule.reason, matchLevel);
        if (isAtLeast(matchLevel, level)) level = matchLevel;
      }
    }
  }

  const reasons = [...found.entries()]
    .sort(
      ([reasonA, levelA], [reasonB, levelB]) =>
        LEVEL_RANK[levelB] - LEVEL_RANK[levelA] ||
        CRISIS_REASONS.indexOf(reasonA) - CRISIS_REASONS.indexOf(reasonB),
    )
    .map(([reason]) => reason);
  return { level, reasons };
}
