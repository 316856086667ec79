import type { ToolAction } from '../hubs/types.ts';
import { detectConversationCrisis } from './crisis-context.ts';
import {
  type CrisisCategory,
  type CrisisCheck,
  detectCrisis,
  isAtLeast,
  normaliseCrisisText,
} from './crisis-detection.ts';
import { EMERGENCY_REPLY_LINES, formatCrisisResourceList } from './crisis-message.ts';
import type { GuidedExerciseId } from './guided-exercises.ts';
import { getJournalPrompt, type JournalPromptId, journalPromptAt } from './journal-prompts.ts';

// The built-in companion that answers when no language model is configured. It is a listener
// with pre-written replies, and says so: it acknowledges, reflects the feeling it recognises,
// offers an exercise or a journal prompt, and points to Harbor's checklist, hubs and to people.
// It never diagnoses and never advises on law, money or medicine.
//
// Deterministic on purpose (same input, same reply) so it can be tested, but it varies its
// wording by how far into the conversation it is, and never repeats its previous reply word
// for word.

export type ChatRole = 'user' | 'assistant';
export type ChatTurn = { role: ChatRole; content: string };

export type CompanionReplyKind =
  | 'crisis'
  | 'check-in'
  | 'greeting'
  | 'about'
  | 'boundaries'
  | 'breathing'
  | 'grounding'
  | 'practical'
  | 'people'
  | 'journal'
  | 'reflection'
  | 'thanks'
  | 'goodbye'
  | 'listening';

export type EmotionFamily =
  | 'guilt'
  | 'anger'
  | 'anxiety'
  | 'numbness'
  | 'loneliness'
  | 'exhaustion'
  | 'sadness'
  | 'good-moment';

type PracticalTopic = 'legal' | 'financial' | 'accounts' | 'arrangements' | 'to-do';

export type HarborPlace =
  | 'checklist'
  | 'legal-hub'
  | 'financial-hub'
  | 'accounts-hub'
  | 'memorial-hub'
  | 'support-hub'
  | 'grief-journal'
  | 'mood-tracker'
  | 'guided-exercises';

/** Where each place is, in the hubs' own vocabulary, so the chat page can link with toolHref. */
export const HARBOR_PLACES: Record<HarborPlace, { label: string; action: ToolAction }> = {
  checklist: { label: 'Your checklist', action: { kind: 'tasks-tab' } },
  'legal-hub': { label: 'Legal hub', action: { kind: 'hub', hub: 'legal' } },
  'financial-hub': { label: 'Financial hub', action: { kind: 'hub', hub: 'financial' } },
  'accounts-hub': { label: 'Accounts hub', action: { kind: 'hub', hub: 'accounts' } },
  'memorial-hub': { label: 'Memorial hub', action: { kind: 'hub', hub: 'memorial' } },
  'support-hub': { label: 'Support hub', action: { kind: 'hub', hub: 'support' } },
  'grief-journal': { label: 'Grief journal', action: { kind: 'route', to: '/grief-journal' } },
  'mood-tracker': { label: 'Mood tracker', action: { kind: 'route', to: '/mood-tracker' } },
  'guided-exercises': { label: 'Guided exercises', action: { kind: 'route', to: '/guided-exercises' } },
};

export type CompanionSuggestion =
  | { kind: 'crisis-resources' }
  | { kind: 'place'; place: HarborPlace }
  | { kind: 'exercise'; exerciseId: GuidedExerciseId }
  | { kind: 'journal-prompt'; promptId: JournalPromptId };

export type CompanionReply = {
  text: string;
  kind: CompanionReplyKind;
  crisis: CrisisCheck;
  emotions: EmotionFamily[];
  suggestions: CompanionSuggestion[];
};

type CompanionInput = { message: string; history: readonly ChatTurn[] };

// ---------------------------------------------------------------------------------------------
// What the companion says about itself
// ---------------------------------------------------------------------------------------------

export const OFFLINE_COMPANION_INTRO =
  "I'm Harbor's built-in companion: a simple program with pre-written replies, not a person and not an AI model. I can listen, suggest a breathing exercise or a journal prompt, and point you to the right place in Harbor. I can't give medical, legal or financial advice.";

const NOT_A_PERSON =
  "I'm only a simple built-in companion, not a person, so please reach out to one of them now. They can help in a way I can't.";

// ---------------------------------------------------------------------------------------------
// Recognising what the message is about
// ---------------------------------------------------------------------------------------------

// Matched against the normalised text (lower case, no apostrophes: 'cant', 'im', 'dont').
const EMOTION_PATTERNS: Record<EmotionFamily, RegExp> = {
  guilt:
    /\b(?:guilt|guilty|my fault|blame myself|blaming myself|shouldve|should have|if only|regret|regrets|wasnt there|couldve|could have saved|i failed|let (?:him|her|them) down|ashamed|shame|never got to say|didnt get to say|didnt say goodbye)\b/,
  anger:
    /\b(?:angry|anger|furious|rage|raging|mad at|so mad|livid|resent|resentful|unfair|not fair|pissed|bitter|hate (?:that|how|this|him|her|them|everyone|god)|why did (?:he|she|they|god))\b/,
  anxiety:
    /\b(?:anxious|anxiety|panic|panicking|panicky|scared|afraid|frightened|terrified|worried|(?<!dont )worry|worrying|nervous|on edge|dread|overwhelmed|overwhelming|racing|cant breathe|heart is pounding|heart pounding|cant calm down|cant stop shaking|shaking)\b/,
  numbness:
    /\b(?:numb|numbness|dead inside|empty|emptiness|hollow|feel nothing|cant feel anything|dont feel anything|cant cry|havent cried|autopilot|in a fog|foggy|surreal|not real|doesnt feel real|unreal|disconnected|detached|in shock|blank)\b/,
  loneliness:
    /\b(?:lonely|loneliness|alone|isolated|nobody understands|no one understands|nobody to talk to|no one to talk to|by myself|on my own|no friends|empty house|nobody calls|no one calls|nobody visits)\b/,
  exhaustion:
    /\b(?:tired|exhausted|exhausting|exhaustion|drained|worn out|no energy|cant sleep|cannot sleep|insomnia|not sleeping|sleepless|awake all night|fatigue|burned out|burnt out|cant get out of bed|weary|so much to do)\b/,
  sadness:
    /\b(?:sad|sadness|crying|cry|cried|tears|heartbroken|heart broken|broken hearted|feel broken|im broken|devastated|grief|grieving|miss (?:him|her|them|my|you)|missing (?:him|her|them|my)|hurts|pain|aching|ache|sorrow|depressed|down|low|gutted|despair|hopeless|lost without)\b/,
  'good-moment':
    /\b(?:good day|better today|a bit better|feeling better|smiled|laughed|grateful|thankful|peaceful|lovely memory|happy memory|nice day|good moment)\b/,
};

// Most specific first: guilt or anger are what a reply should name before general sadness.
const EMOTION_ORDER: readonly EmotionFamily[] = [
  'guilt',
  'anger',
  'anxiety',
  'numbness',
  'loneliness',
  'exhaustion',
  'sadness',
  'good-moment',
];

export function detectEmotions(text: string): EmotionFamily[] {
  const normalised = normaliseCrisisText(text).join(' | ');
  return EMOTION_ORDER.filter((family) => EMOTION_PATTERNS[family].test(normalised));
}

const PRACTICAL_PATTERNS: Record<PracticalTopic, RegExp> = {
  legal:
    /\b(?:probate|executor|executrix|administrator of the estate|estate|inheritance|inherit|heir|heirs|beneficiary|beneficiaries|attorney|lawyer|solicitor|court|letters testamentary|living trust|a trust|the trust|power of attorney|guardianship|last will|(?:the|a|his|her|their|my|no|mums|moms|dads) will\b(?! (?:be|not|have|never|always|probably|help|need|get|go|do|take|make|feel|say|see|come|know))|will and testament|contest)\b/,
  financial:
    /\b(?:bank|banks|bank account|pension|life insurance|insurance|debt|debts|credit card|credit cards|mortgage|taxes|tax return|tax|social security|ssa|survivor benefits|survivors benefits|benefits|401k|ira|investments|stocks|bills|loan|loans|money|finances|financial|funeral costs|funeral bill)\b/,
  accounts:
    /\b(?:email|e mail|facebook|instagram|social media|password|passwords|phone contract|phone plan|phone bill|subscription|subscriptions|netflix|amazon|utilities|utility|electricity|gas bill|internet|apple id|google account|icloud|memorialize|memorialise|online accounts|accounts)\b/,
  arrangements:
    /\b(?:death certificate|death certificates|funeral|funeral home|burial|bury|cremation|cremate|ashes|obituary|memorial service|headstone|casket|coffin|wake(?! up)|eulogy|service for (?:him|her|them))\b/,
  'to-do':
    /\b(?:what do i (?:need|have) to do|where do i (?:even )?(?:start|begin)|to do list|todo|next steps|what (?:comes|happens) next|paperwork|admin|forms|so much to sort|sort everything out|deal with everything)\b/,
};

const PRACTICAL_ORDER: readonly PracticalTopic[] = [
  'legal',
  'financial',
  'accounts',
  'arrangements',
  'to-do',
];

// 'Since the funeral I can't stop crying' is about the crying. The funeral and the to-do list
// only make a message practical when the person asks or needs something.
const WEAK_TOPICS: readonly PracticalTopic[] = ['arrangements', 'to-do'];
const ASKS_OR_NEEDS =
  /\b(?:how|what|where|when|which|who|do i|does|can i|should i|need to|have to|got to|help with|help me|sort out|deal with|start|close|cancel|find|get|apply|claim|file|notify|tell|plan|planning|organise|organize|arrange|arranging|order)\b/;

export function detectPracticalTopics(text: string): PracticalTopic[] {
  const normalised = normaliseCrisisText(text).join(' | ');
  return PRACTICAL_ORDER.filter((topic) => PRACTICAL_PATTERNS[topic].test(normalised));
}

const ASKS_FOR_BREATHING =
  /\b(?:breathing|breathe|breath|calm down|calm me down|help me calm|relax|panic attack|having a panic|heart is racing|heart racing|cant breathe)\b/;
const ASKS_FOR_GROUNDING = /\b(?:grounding|ground myself|5 4 3 2 1|54321|five senses)\b/;
const ASKS_FOR_JOURNAL =
  /\b(?:journal|journaling|write (?:it|this|things|something) down|writing|diary|prompt|what (?:should|could|can) i write)\b/;
const ASKS_FOR_PEOPLE =
  /\b(?:someone to talk to|somebody to talk to|talk to someone|talk to somebody|support group|grief group|grief support|counsellor|counselor|counselling|counseling|therapist|therapy|need help|need support|real person|a human)\b/;
const ASKS_ABOUT_COMPANION =
  /\b(?:are you (?:a |an )?(?:real|human|person|bot|robot|ai|machine|chatgpt|computer|program)|who are you|what are you|am i talking to (?:a|an|someone|somebody)|is this (?:a )?(?:real|bot|ai|human|person)|are you real)\b/;
const ASKS_FOR_DIAGNOSIS =
  /\b(?:am i depressed|do (?:i have|ive) (?:depression|ptsd|anxiety|complicated grief|prolonged grief|a disorder|clinical depression)|is (?:this|it) (?:depression|ptsd|a disorder|clinical)|diagnos\w*|should i (?:take|stop taking|start taking|start) (?:\w+ )?(?:medication|meds|antidepressants|pills|sleeping pills|tablets)|what (?:medication|meds|dose|dosage)|how much (?:\w+ )?should i take|is it safe to (?:take|mix|drink)|do i need (?:medication|meds|pills))\b/;
const ONLY_GREETING =
  /^(?:(?:hi|hello|hey|hiya|heya|howdy|yo|good (?:morning|afternoon|evening)|morning|evening)(?: there| again| harbor)?(?: \| )?)+$/;
const ONLY_THANKS =
  /^(?:(?:thank you|thanks|thank u|thx|ty|cheers|thanks so much|thank you so much)(?: for (?:that|this|listening|your help|the help))?(?: \| )?)+$/;
const GOODBYE =
  /^(?:(?:ok |okay )?(?:bye|goodbye|good night|goodnight|night|see you|talk later|ill go now|i have to go|gotta go|got to go)(?: now| for now| then)?(?: \| )?)+$/;
const YES =
  /^(?:yes|yeah|yep|yes please|ok|okay|sure|please|alright|lets do it|lets try|go on|i will try|ill try)(?: \| )?$/;

// 'my late husband', 'lost my mum', 'since my dad died' → 'your husband', 'your mum', 'your dad'.
const PERSON_WORDS =
  'mum|mom|mother|mam|dad|father|husband|wife|partner|son|daughter|brother|sister|grandma|grandmother|grandpa|grandfather|nan|nana|granny|grandad|granddad|uncle|aunt|auntie|cousin|best friend|friend|boyfriend|girlfriend|fiance|fiancee|baby|child|twin|stepdad|stepmum|stepmom';
const PERSON_PATTERNS: readonly RegExp[] = [
  new RegExp(`\\bmy late (${PERSON_WORDS})\\b`),
  new RegExp(
    `\\b(?:lost|miss|missing|losing|grieving|death of|loss of|since|after|without) my (?:dear |beloved |darling |sweet |little |big |older |younger )?(${PERSON_WORDS})\\b`,
  ),
  new RegExp(
    `\\bmy (${PERSON_WORDS})(?: \\w+){0,2} (?:died|passed|passed away|was killed|is gone|has gone|left us)\\b`,
  ),
];

function findPerson(texts: readonly string[]): string | null {
  for (const text of texts) {
    const normalised = normaliseCrisisText(text).join(' | ');
    for (const pattern of PERSON_PATTERNS) {
      const word = pattern.exec(normalised)?.[1];
      if (word) return `your ${word}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Wording
// ---------------------------------------------------------------------------------------------

type Wording = { person: string };

const REFLECTIONS: Record<
  Exclude<EmotionFamily, 'anxiety' | 'loneliness'>,
  readonly ((w: Wording) => string)[]
> = {
  guilt: [
    () =>
      "It sounds like you're carrying a lot of guilt. So many grieving people go over what they could have done differently; often it's love looking for somewhere to go. What's the thought that keeps coming back?",
    () =>
      'Guilt can be one of the loudest parts of grief. Hindsight shows us things nobody could see at the time. Would you like to tell me more about it?',
    ({ person }) =>
      `"If only" thoughts are very common after a death, and they don't mean you failed ${person}. What would you say to a friend who told you this?`,
  ],
  anger: [
    () =>
      'It makes sense to feel angry. Anger is a normal part of grief: at what happened, at other people, sometimes even at the person who died. You can say it here.',
    () => 'That sounds really unfair, and your anger is understandable. What has been making you most angry?',
    () =>
      'Anger takes a lot of energy to carry. Some people find it helps to move, even a short walk, or to write it all out without holding back. Would either of those help right now?',
  ],
  numbness: [
    ({ person }) =>
      `Feeling numb or empty is very common after a loss. It's often the mind protecting you while it catches up. It doesn't mean you loved ${person} any less.`,
    () =>
      "Sometimes grief doesn't feel like sadness at all: just flat, foggy or unreal. That's a normal response too. How have your days been?",
    () =>
      "Not being able to cry, or feeling nothing, can be unsettling. There's no right way to grieve, and feelings often come back in their own time.",
  ],
  exhaustion: [
    () =>
      "Grief is physically exhausting; it isn't just in your head. Be as gentle with yourself as you'd be with a friend. Is there one small thing you could take off your list today?",
    () =>
      "It sounds like you're running on empty. Sleep and appetite often go sideways after a loss, and rest counts as doing something. What would help you rest a little?",
    () =>
      "You're carrying so much. It's okay to do less right now. If you haven't been sleeping or eating for a while, it's worth mentioning to your doctor.",
  ],
  sadness: [
    ({ person }) =>
      `I'm so sorry. Missing ${person} like this shows how much love is there. I'm here, and you can tell me as much or as little as you like.`,
    () =>
      'That sounds so painful. Grief often comes in waves, and some days the waves are bigger. What has today been like?',
    ({ person }) =>
      `Thank you for telling me. Would you like to tell me something about ${person}: what they were like, or a memory that's on your mind?`,
  ],
  'good-moment': [
    ({ person }) =>
      `I'm glad there was a lighter moment. Good moments don't mean you've stopped missing ${person}; grief and joy can sit side by side.`,
    () =>
      "That's good to hear. Small good things are worth noticing. You could note it in your mood tracker or journal, so you can find it again on a harder day.",
  ],
};

const LISTENING: readonly string[] = [
  "I'm listening. Would you like to tell me more?",
  "Thank you for telling me. What's on your mind most right now?",
  "I'm here. Take your time; there's no right or wrong thing to say.",
  'How are you feeling as you write this?',
];

const GREETINGS: readonly string[] = [
  'How are you doing today?',
  "Hello again. I'm here. How are you feeling right now?",
  "Hi. It's good to hear from you. What's on your mind today?",
];

const THANKS: readonly string[] = [
  "You're welcome. I'm here whenever you want to talk.",
  "I'm glad it helped a little. Come back any time.",
  'Thank you for talking with me. Be gentle with yourself today.',
];

const GOODBYES: readonly string[] = [
  'Take care of yourself. Harbor will be here whenever you want to come back. If things get very hard, you can call or text 988 any time.',
  'Goodbye for now. Be gentle with yourself today. If you need someone in the night, you can call or text 988.',
];

const PEOPLE: readonly string[] = [
  "Grief can be very lonely, even with people around. Is there one person, a friend, a relative, a neighbour, you could message today, even just to say it's a hard day? Many people also find a grief support group helps, because everyone there understands. The support hub lists ways to find a group or a grief counsellor.",
  "You don't have to carry this on your own. A friend you trust can't fix it, but they can sit with you in it. Talking to a grief counsellor can help too, and you don't need to be in crisis to see one, and a grief group is a way to be with people who get it. You'll find both in the support hub.",
  "Feeling alone with this is so hard. Sometimes people around us don't know what to say, so they say nothing. It's okay to tell a friend exactly what would help: a call, a walk, sitting together. And the support hub can help you find a grief group or a counsellor when you want more than a friend can give.",
];

const BREATHING: readonly string[] = [
  "Let's try box breathing together. Breathe in slowly for 4, hold for 4, breathe out for 4, and hold for 4. Do that four or five times, as slowly as feels okay. If you feel lightheaded, let your breathing go back to normal. If holding your breath makes you feel more panicky, skip the holds. Guided exercises has a version that counts with you.",
  "Let's slow things down a little. Breathe in through your nose for 4, then breathe out through your mouth for 6, a little longer than the in-breath. Repeat that a few times. The longer out-breath helps your body settle. There's a guided version in Guided exercises.",
];

// Panic gets the longer out-breath only, never a hold: holding the breath can feel like the air
// hunger of panic itself and make it worse. Two wordings, so a second panic is not a form letter.
const PANIC_BREATHING: readonly string[] = [
  "Let's breathe out for longer than in. Breathe in gently through your nose for 4, then out slowly through your mouth for 6. No holding. Do that a few times, at whatever pace feels okay. Guided exercises has a longer out-breath that counts with you.",
  "Let's slow your breathing together. In through your nose for 4, and out through your mouth for 6, a little longer than the in-breath, with no holding. Keep going for a minute or so. The feeling will pass, even if it doesn't feel that way right now.",
];

const GROUNDING =
  "Let's try grounding. Name 5 things you can see, 4 things you can feel, 3 things you can hear, 2 things you can smell and 1 thing you can taste. Go slowly; it brings you back to the room you're in. Guided exercises has a step-by-step version.";

const PANIC_OPENING = "That sounds really frightening. You're not alone right now.";
const PANIC = /\b(?:panic\w*|cant breathe|heart (?:is )?(?:racing|pounding))\b/;
const PANIC_SAFETY = 'If your chest hurts, or the breathlessness does not ease, call 911.';

const PRACTICAL_OPENINGS: readonly string[] = [
  'Sorting out things like this while you are grieving is a lot.',
  "That's a lot of practical weight to carry on top of grief.",
  "It's a lot to deal with, and there's no need to do it all at once.",
];

const PRACTICAL_POINTERS: Record<PracticalTopic, string> = {
  legal: "The legal hub explains probate, the executor's steps and what happens when, in plain language.",
  financial:
    'The financial hub covers banks, insurance claims, Social Security and survivor benefits, and debts.',
  accounts:
    'The accounts hub lists which accounts to close or memorialize first, with letter templates you can copy.',
  arrangements:
    'Your checklist has the first steps, like death certificates and funeral arrangements, so you can tick them off one at a time.',
  'to-do': 'Your checklist breaks everything into small steps, with the most urgent first.',
};

const PRACTICAL_PLACES: Record<PracticalTopic, readonly HarborPlace[]> = {
  legal: ['legal-hub', 'checklist'],
  financial: ['financial-hub', 'checklist'],
  accounts: ['accounts-hub', 'checklist'],
  arrangements: ['checklist'],
  'to-do': ['checklist'],
};

const PRACTICAL_CLOSINGS: readonly string[] = [
  'Would it help to pick just one thing to do today?',
  'Take it one step at a time; nothing needs to be done all at once.',
  'How are you holding up with all of it?',
];

const BOUNDARIES: readonly string[] = [
  "That's an important question, and I can't answer it: I'm a simple built-in companion, and I can't diagnose anything or give medical advice. A doctor or a grief counsellor is the right person to ask. It might help to write the question in your journal so it's ready for the appointment.",
  "I'm not able to answer that. I can't diagnose or advise on medicine. Your doctor, a pharmacist or a grief counsellor can talk it through with you properly. The support hub has ways to find a counsellor.",
];

const JOURNAL_OPENINGS: readonly string[] = [
  "If it helps to put it into words, here's a gentle prompt for your grief journal:",
  'Writing can help untangle things. Here is a prompt you could start from:',
  'Here is something you could write about, in your journal or anywhere:',
];

// Reassurance about the range of grief, never a verdict on the person.
const ASKS_IF_NORMAL = /\b(?:is (?:it|this|that) normal|am i normal|is it ok(?:ay)? (?:to|that)|normal to)\b/;
const NORMALISING =
  "Many grieving people ask that. Grief has no timetable, and what you're describing is something a lot of people go through. If you're worried about how you're coping, a doctor or a grief counsellor can talk it through with you.";

const DEAD_INSIDE_NOTE =
  "If the emptiness ever turns into thoughts of not wanting to be alive, please call or text 988. You don't have to be in crisis to reach out.";

const RECENT_CRISIS_NOTE = 'And 988 is there any time, day or night, by call or text.';

// A prompt that fits the feeling just reflected, rather than the next one in the list.
const PROMPT_FOR_EMOTION: Partial<Record<EmotionFamily, JournalPromptId>> = {
  guilt: 'what-i-keep-going-over',
  anger: 'what-makes-me-angry',
  numbness: 'where-grief-sits',
  exhaustion: 'one-kind-thing',
  sadness: 'what-i-miss-most',
  loneliness: 'what-i-need-now',
};

// ---------------------------------------------------------------------------------------------
// Crisis replies
// ---------------------------------------------------------------------------------------------

const REPEATED_CRISIS_OPENINGS: readonly string[] = [
  "I'm still here, and I'm worried about you. What you're going through matters, and you deserve a person with you right now.",
  "I'm still with you. You matter, and you don't have to get through this moment alone.",
];

const STILL_HERE: readonly string[] = ["I'm still here with you.", "I'm right here."];

// An act under way: short sentences, the action first, nothing to read past.
function emergencyReplyText(): string {
  return [...EMERGENCY_REPLY_LINES, formatCrisisResourceList(), NOT_A_PERSON].join('\n\n');
}

function crisisReplyText(categories: readonly CrisisCategory[], isRepeat: boolean, turn: number): string {
  const has = (category: CrisisCategory) => categories.includes(category);
  const opening =
    has('act-in-progress') || has('means')
      ? 'If you have taken something, or are about to, please call 911 now, or ask someone near you to call.'
      : has('in-danger')
        ? 'If you are in danger right now, please call 911, or get somewhere safe if you can.'
        : has('harm-to-others')
          ? 'It sounds like you are in a lot of pain and anger right now. If you feel you might hurt someone, please step away from them and reach out now.'
          : isRepeat
            ? pick(REPEATED_CRISIS_OPENINGS, turn)
            : "I'm really glad you told me. What you're feeling matters, and you deserve support from a person right now.";
  const keepSafe =
    has('explicit-ideation') ||
    has('passive-ideation') ||
    has('plan') ||
    has('means') ||
    has('timing') ||
    has('preparation') ||
    has('reunion-deadline') ||
    has('self-harm')
      ? "If you can, tell someone near you how you're feeling and stay with them, and put anything you might use to hurt yourself out of reach."
      : null;
  return [
    opening,
    `Please reach out now. You can talk to someone any time, day or night:\n${formatCrisisResourceList()}`,
    keepSafe,
    NOT_A_PERSON,
    "I'm still here if you want to keep writing.",
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');
}

// The turn after a crisis reply, when the new message shows no crisis itself ('ok', 'I don't
// know'): ask about safety before moving on, as a counsellor would.
function crisisFollowUpText(): string {
  return [
    'Thank you for still being here with me. Are you safe right now?',
    `If you haven't yet, please reach out to someone now. They're there any time:\n${formatCrisisResourceList()}`,
    "I'm listening too, but I'm only a simple program, and they can help in a way I can't.",
  ].join('\n\n');
}

function checkInReplyText(categories: readonly CrisisCategory[], isRepeat: boolean, turn: number): string {
  const has = (category: CrisisCategory) => categories.includes(category);
  const opening = has('third-party-risk')
    ? "It sounds like you're worried about someone. If they might be in danger right now, call 911. The 988 Lifeline also helps people who are worried about someone else, and can talk you through what to do."
    : has('in-danger')
      ? "If anyone is hurting you or threatening you, or you don't feel safe, please call 911."
      : has('harm-to-others')
        ? 'That sounds like a lot of anger, and anger is a normal part of grief. If you ever feel you might actually hurt someone, step away and reach out to someone straight away.'
        : "Thank you for telling me. I'd like to ask you directly, because it matters: are you having any thoughts of ending your life or hurting yourself, even now and then? Whatever the answer, you can say it here. If you are, or if that changes, please talk to someone now.";
  return [
    isRepeat ? `${pick(STILL_HERE, turn)} ${opening}` : opening,
    `You can reach someone any time, day or night:\n${formatCrisisResourceList()}`,
    "I'm a simple built-in companion, not a person, but I'm still here to listen.",
  ].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// The reply
// ---------------------------------------------------------------------------------------------

const pick = <T>(options: readonly T[], turn: number): T => options[turn % options.length]!;

/** Picks by turn, but never the exact text of the companion's previous reply. */
function pickFresh(options: readonly string[], turn: number, previous: string | undefined): string {
  const first = pick(options, turn);
  if (options.length < 2 || !previous?.includes(first)) return first;
  return pick(options, turn + 1);
}

type Draft = Omit<CompanionReply, 'crisis' | 'emotions'>;

export function offlineCompanionReply({ message, history }: CompanionInput): CompanionReply {
  // The level reads the person's recent messages together: a means after hopelessness is a crisis.
  const crisis = detectConversationCrisis([
    ...history.filter((entry) => entry.role === 'user').map((entry) => entry.content),
    message,
  ]);
  const ownLevel = detectCrisis(message).level;
  const emotions = detectEmotions(message);
  const assistantTurns = history.filter((turn) => turn.role === 'assistant');
  const turn = assistantTurns.length;
  const previous = assistantTurns.at(-1)?.content;
  const isFirstTurn = turn === 0;

  // Safety first, whatever else the message says, and before the introduction.
  if (crisis.level === 'emergency') {
    return {
      text: emergencyReplyText(),
      kind: 'crisis',
      crisis,
      emotions,
      suggestions: [{ kind: 'crisis-resources' }],
    };
  }
  // A plain message after a crisis ('ok') keeps the crisis level but gets the follow-up below.
  if (crisis.level === 'crisis' && ownLevel !== 'none') {
    return {
      text: crisisReplyText(crisis.categories, isStillInCrisis(previous), turn),
      kind: 'crisis',
      crisis,
      emotions,
      suggestions: [{ kind: 'crisis-resources' }],
    };
  }
  if (crisis.level === 'concern' && ownLevel !== 'none') {
    return {
      text: checkInReplyText(crisis.categories, isStillInCrisis(previous), turn),
      kind: 'check-in',
      crisis,
      emotions,
      suggestions: [{ kind: 'crisis-resources' }, { kind: 'place', place: 'support-hub' }],
    };
  }

  const lastUserTurn = history.filter((entry) => entry.role === 'user').at(-1);
  if (lastUserTurn && isAtLeast(detectCrisis(lastUserTurn.content).level, 'crisis')) {
    return {
      text: crisisFollowUpText(),
      kind: 'check-in',
      crisis,
      emotions,
      suggestions: [{ kind: 'crisis-resources' }],
    };
  }

  const draft = draftReply(message, history, emotions, turn, previous);
  // Someone in a panic reads the breathing first; who is answering can wait a few lines.
  const parts = draft.text.startsWith(PANIC_OPENING)
    ? [draft.text, isFirstTurn ? OFFLINE_COMPANION_INTRO : null]
    : [isFirstTurn ? OFFLINE_COMPANION_INTRO : null, draft.text];
  if (hadRecentCrisis(history) && !draft.text.includes('988')) parts.push(RECENT_CRISIS_NOTE);
  const text = parts.filter(Boolean).join('\n\n');
  // A reply with one wording (grounding, 'about') asked for twice in a row.
  return { ...draft, text: text === previous ? `I'm still here. ${text}` : text, crisis, emotions };
}

// The crisis list in the previous reply means the person is still in the middle of it, and the
// same opening again would read like a form letter.
const isStillInCrisis = (previous: string | undefined) => previous?.includes('741741') ?? false;

// What a 'yes' agrees to: the offer made last in the previous reply (the introduction offers a
// breathing exercise, but a question at the end of the same reply is the one being answered).
const OFFERS = {
  breathing: /suggest a breathing exercise/g,
  walk: /even a short walk/g,
  'one-thing': /pick just one thing/g,
} as const;

function acceptedOffer(previous: string): keyof typeof OFFERS | null {
  let best: keyof typeof OFFERS | null = null;
  let bestIndex = -1;
  for (const [offer, pattern] of Object.entries(OFFERS) as [keyof typeof OFFERS, RegExp][]) {
    for (const match of previous.matchAll(pattern)) {
      if (match.index > bestIndex) {
        best = offer;
        bestIndex = match.index;
      }
    }
  }
  return best;
}

function hadRecentCrisis(history: readonly ChatTurn[]): boolean {
  return history
    .filter((turn) => turn.role === 'user')
    .slice(-3)
    .some((turn) => isAtLeast(detectCrisis(turn.content).level, 'concern'));
}

// What the person said, answered for itself rather than by the feeling it carries: going over the
// last days again and again, and nights without sleep, are two of the commonest things people
// bring to a grief counsellor.
const REPLAYING =
  /\b(?:replay|replaying|replayed|keep seeing|cant stop seeing|flashbacks?|keep going over|go over and over|going over and over|cant get (?:it|the (?:image|picture)|that night|that day) out of my head|cant stop thinking about (?:the|that|those) (?:hospital|last|night|day|call|accident|moment)|i (?:was the one who )?found (?:him|her|them)(?= (?:in|on|at|dead|lying|hanging|unconscious|unresponsive|like that|there)\b| \||$)|(?:saw|watched|seen) (?:him|her|them|it) (?:die|dying|happen)|(?:i )?found (?:the|his|her|their) body)\b/;
const SLEEPLESS =
  /\b(?:cant sleep|cannot sleep|can not sleep|insomnia|not sleeping|awake all night|lie awake|lying awake|laying awake|no sleep|sleepless|wake up at (?:\d|two|three|four)|keep waking up|barely sleep|havent slept)\b/;

// Never an invitation to go over it in detail: for someone who found the person, retelling can
// deepen the images rather than settle them (the clinical review, decision 099).
const REPLAYING_REPLY =
  'Images from that time can keep coming back, especially if you were the one who found them or saw something no one should have to see. That’s a common reaction, not a sign something is wrong with you. You don’t have to go over it in detail. If the pictures keep returning or feel like they’re happening again, a grief or trauma counsellor can really help; the support hub lists them.';
const SLEEPLESS_REPLY =
  'Sleep is often one of the first things grief takes. A few things help some people: keeping the same wake-up time even after a bad night, writing down what is going round your head before bed, and a slow breathing exercise when you lie awake. If it goes on for weeks, it is worth telling your doctor.';

// Drinking or using to get through: common in grief and easy to hide. No judgement, no advice on
// amounts, and SAMHSA's helpline, which is for exactly this. Both a substance and a sign of coping
// are needed, so a drink at the wake or 'drinking a lot of water' stays out.
const NOT_A_SOFT_DRINK =
  '(?! (?:some |a lot of |lots of |more |enough |a glass of |a cup of )?(?:water|tea|coffee|milk|juice))';
const SUBSTANCE = new RegExp(
  `\\b(?:(?:drinking|drink|drank)${NOT_A_SOFT_DRINK}|drunk|booze|alcohol|wine|vodka|whisky|whiskey|beer|beers|weed|cannabis|get high|getting high|drugs|using again|relapsed|relapse)\\b`,
);
const COPING =
  /\b(?:to cope|coping|to sleep|get to sleep|to get through|get me through|to numb|numb (?:it|the pain|myself)|to forget|to stop feeling|to feel (?:something|nothing|better)|every (?:night|day|morning|evening)|all day|too much|a lot|more and more|more than (?:i should|usual|before|i used to)|again|since (?:he|she|they|the funeral|the death|mum|mom|dad|my \w+) (?:died|passed|went)|a bottle|the bottle|cant stop|help me (?:sleep|cope)|only thing that helps|the only way)\b/;
const SUBSTANCE_REPLY =
  'A lot of people reach for a drink or something else to get through the worst of grief. You can talk about it here without being judged. If it’s starting to worry you, or it’s hard to ease off, the SAMHSA National Helpline is free and confidential, any time, on 1-800-662-4357, and your doctor can help too. What are the hardest times of day for you right now?';

// A child who is grieving: honest, simple words, and the people who know the child. Only the ways
// people ask about a child's grief ('how do I tell my son', 'my daughter keeps asking where'), so
// 'my son died' stays a parent's own grief.
const A_CHILD =
  '(?:(?:my|our|his|her|their) (?:\\d+ year old |little |young )?(?:sons?|daughters?|kids?|children|child|little ones?|boys|girls|grandsons?|granddaughters?|grandchildren|grandkids|toddler|\\d+ year olds?)|(?:the|our) (?:kids|children|little ones|grandkids|grandchildren)|a (?:\\d+ year old|young child|little one|child|toddler))';
const GRIEVING_CHILD = new RegExp(
  `\\b(?:(?:tell|telling|explain|explaining|say to|talk to|talking to|break (?:it|the news) to|support|help) ${A_CHILD}|(?:explain|explaining|talk about|talking about) (?:death|dying|it|this|what happened|(?:that )?(?:\\w+ ){1,2}died) to ${A_CHILD}|${A_CHILD} (?:\\w+ ){0,2}(?:keeps asking|keep asking|is asking|are asking|asks (?:where|when|why|if|whether)|doesnt understand|dont understand|is grieving|are grieving|is struggling|are struggling|isnt coping|arent coping|keeps crying|wont talk|has nightmares|is having nightmares))\\b`,
);
const CHILD_REPLY =
  'Children grieve too, often in short bursts between playing, and they take their cue from the adults around them. Honest, simple words help most: say the person ‘died’, and what that means (their body stopped working and they can’t come back), rather than ‘went to sleep’ or ‘we lost him’, which can confuse or frighten a child. It’s fine to say you’re sad too, and to answer the same question many times. If you’re worried about how they’re coping, the child’s doctor or school counsellor can help.';

const substanceReply = (): Draft => ({
  kind: 'reflection',
  text: SUBSTANCE_REPLY,
  suggestions: [{ kind: 'place', place: 'support-hub' }],
});

const childReply = (): Draft => ({
  kind: 'reflection',
  text: CHILD_REPLY,
  suggestions: [{ kind: 'place', place: 'support-hub' }],
});

function specificConcernReply(text: string): Draft | null {
  const replaying = REPLAYING.test(text);
  const sleepless = SLEEPLESS.test(text);
  if (!replaying && !sleepless) return null;
  return {
    kind: 'reflection',
    text: [replaying ? REPLAYING_REPLY : null, sleepless ? SLEEPLESS_REPLY : null]
      .filter((part): part is string => part !== null)
      .join('\n\n'),
    suggestions: [
      ...(replaying ? [{ kind: 'place' as const, place: 'support-hub' as const }] : []),
      ...(sleepless ? [{ kind: 'exercise' as const, exerciseId: 'box-breathing' as const }] : []),
    ],
  };
}

function draftReply(
  message: string,
  history: readonly ChatTurn[],
  emotions: readonly EmotionFamily[],
  turn: number,
  previous: string | undefined,
): Draft {
  const text = normaliseCrisisText(message).join(' | ');
  const person =
    findPerson([
      message,
      ...history
        .filter((entry) => entry.role === 'user')
        .map((entry) => entry.content)
        .reverse(),
    ]) ?? 'the person you lost';
  const isFirstTurn = turn === 0;

  if (ASKS_ABOUT_COMPANION.test(text)) {
    return {
      kind: 'about',
      text: isFirstTurn
        ? "I'm not able to really understand you the way a person can. For someone to truly talk to, the support hub lists grief groups and counsellors, and 988 is there any time you're struggling."
        : `${OFFLINE_COMPANION_INTRO} For someone to truly talk to, the support hub lists grief groups and counsellors, and 988 is there any time you're struggling.`,
      suggestions: [{ kind: 'place', place: 'support-hub' }],
    };
  }

  if (text.length === 0 || ONLY_GREETING.test(text)) {
    return {
      kind: 'greeting',
      text: isFirstTurn ? GREETINGS[0]! : pickFresh(GREETINGS.slice(1), turn, previous),
      suggestions: [],
    };
  }
  if (ONLY_THANKS.test(text))
    return { kind: 'thanks', text: pickFresh(THANKS, turn, previous), suggestions: [] };
  if (GOODBYE.test(text))
    return { kind: 'goodbye', text: pickFresh(GOODBYES, turn, previous), suggestions: [] };

  // 'yes' to an offer the companion just made.
  if (YES.test(text) && previous) {
    const accepted = acceptedOffer(previous);
    if (accepted === 'breathing') return breathingReply(turn, previous);
    if (accepted === 'walk') return walkReply();
    if (accepted === 'one-thing') return oneThingReply();
  }

  if (ASKS_FOR_GROUNDING.test(text)) return groundingReply();
  if (ASKS_FOR_BREATHING.test(text)) return breathingReply(turn, previous, PANIC.test(text));

  if (ASKS_FOR_DIAGNOSIS.test(text)) {
    return {
      kind: 'boundaries',
      text: pickFresh(BOUNDARIES, turn, previous),
      suggestions: [
        { kind: 'place', place: 'support-hub' },
        { kind: 'place', place: 'grief-journal' },
      ],
    };
  }

  if (SUBSTANCE.test(text) && COPING.test(text)) return substanceReply();

  const asksOrNeeds = message.includes('?') || ASKS_OR_NEEDS.test(text);
  const topics = detectPracticalTopics(message).filter(
    (topic) => !WEAK_TOPICS.includes(topic) || asksOrNeeds || emotions.length === 0,
  );
  // 'How do I tell my kids about the funeral' is about the kids; 'my son keeps asking about the
  // will' is about the will.
  if (GRIEVING_CHILD.test(text) && topics.every((topic) => WEAK_TOPICS.includes(topic))) return childReply();
  if (topics.length > 0) return practicalReply(topics, emotions, turn, findPerson([message]));

  const specific = specificConcernReply(text);
  if (specific) return specific;

  if (ASKS_FOR_PEOPLE.test(text)) return peopleReply(turn, previous);
  if (ASKS_FOR_JOURNAL.test(text)) return journalReply(turn, previous);

  if (ASKS_IF_NORMAL.test(text)) {
    return { kind: 'reflection', text: NORMALISING, suggestions: [{ kind: 'place', place: 'support-hub' }] };
  }

  const main = emotions[0];
  if (main === 'anxiety') {
    // Alternate between breathing and grounding when anxiety keeps coming back.
    const offeredBreathingBefore =
      !previous?.includes("Let's try grounding") &&
      history.some((entry) => entry.role === 'assistant' && /Breathe in/.test(entry.content));
    const reflection =
      "That sounds frightening, and anxiety is very common in grief, even for people who've never felt it before.";
    const isPanic = PANIC.test(text);
    // Panic always gets the longer out-breath, however often it comes back.
    const exercise =
      offeredBreathingBefore && !isPanic ? groundingReply() : breathingReply(turn, previous, isPanic);
    return {
      ...exercise,
      text: exercise.text.startsWith(PANIC_OPENING) ? exercise.text : `${reflection} ${exercise.text}`,
    };
  }
  if (main === 'loneliness') return peopleReply(turn, previous);
  if (main) {
    const wording: Wording = { person };
    const reflection = pickFresh(
      REFLECTIONS[main].map((write) => write(wording)),
      turn,
      previous,
    );
    const extra = main === 'numbness' && /\bdead inside\b/.test(text) ? ` ${DEAD_INSIDE_NOTE}` : '';
    // Every third reflection also offers somewhere to put the feeling.
    const offersJournal = turn % 3 === 2 && main !== 'good-moment';
    const fitting = PROMPT_FOR_EMOTION[main];
    const prompt = fitting ? getJournalPrompt(fitting) : journalPromptAt(turn);
    return {
      kind: 'reflection',
      text: offersJournal
        ? `${reflection}${extra} If writing helps, a prompt for your journal: “${prompt.text}”`
        : `${reflection}${extra}`,
      suggestions: [
        ...(offersJournal ? [{ kind: 'journal-prompt', promptId: prompt.id } as const] : []),
        ...(main === 'good-moment' ? [{ kind: 'place', place: 'mood-tracker' } as const] : []),
        ...(extra ? [{ kind: 'crisis-resources' } as const] : []),
      ],
    };
  }

  return { kind: 'listening', text: pickFresh(LISTENING, turn, previous), suggestions: [] };
}

function breathingReply(turn: number, previous: string | undefined, isPanic = false): Draft {
  const exercise = pickFresh(isPanic ? PANIC_BREATHING : BREATHING, turn, previous);
  const isBox = exercise === BREATHING[0];
  return {
    kind: 'breathing',
    text: isPanic ? `${PANIC_OPENING} ${exercise} ${PANIC_SAFETY}` : exercise,
    suggestions: [
      { kind: 'exercise', exerciseId: isBox ? 'box-breathing' : 'longer-out-breath' },
      { kind: 'place', place: 'guided-exercises' },
    ],
  };
}

function oneThingReply(): Draft {
  return {
    kind: 'practical',
    text: "Let's find one. Your checklist puts the most urgent steps first: open it, choose the first one that isn't done yet, and let that be enough for today. Everything else can wait until tomorrow.",
    suggestions: [{ kind: 'place', place: 'checklist' }],
  };
}

function walkReply(): Draft {
  return {
    kind: 'reflection',
    text: "A short, slow walk is a good place to start. There's nowhere you need to be: notice your feet on the ground and a few things around you, and turn back whenever you're ready. Guided exercises has a gentle walk you can follow.",
    suggestions: [
      { kind: 'exercise', exerciseId: 'gentle-walk' },
      { kind: 'place', place: 'guided-exercises' },
    ],
  };
}

function groundingReply(): Draft {
  return {
    kind: 'grounding',
    text: GROUNDING,
    suggestions: [
      { kind: 'exercise', exerciseId: 'grounding-5-4-3-2-1' },
      { kind: 'place', place: 'guided-exercises' },
    ],
  };
}

function journalReply(turn: number, previous: string | undefined): Draft {
  const prompt = journalPromptAt(turn);
  const opening = pickFresh(JOURNAL_OPENINGS, turn, previous);
  return {
    kind: 'journal',
    text: `${opening} “${prompt.text}” Write as much or as little as you like; no one else will read it.`,
    suggestions: [
      { kind: 'journal-prompt', promptId: prompt.id },
      { kind: 'place', place: 'grief-journal' },
    ],
  };
}

function peopleReply(turn: number, previous: string | undefined): Draft {
  return {
    kind: 'people',
    text: pickFresh(PEOPLE, turn, previous),
    suggestions: [{ kind: 'place', place: 'support-hub' }],
  };
}

const ADVICE_BOUNDARY: Partial<Record<PracticalTopic, string>> = {
  legal: 'an estate attorney',
  financial: 'an accountant or financial adviser',
};

function practicalReply(
  topics: readonly PracticalTopic[],
  emotions: readonly EmotionFamily[],
  turn: number,
  personJustNamed: string | null,
): Draft {
  const pointers = topics.map((topic) => PRACTICAL_POINTERS[topic]);
  const places = [...new Set(topics.flatMap((topic) => PRACTICAL_PLACES[topic]))];
  const professionals = topics
    .map((topic) => ADVICE_BOUNDARY[topic])
    .filter((who): who is string => Boolean(who));
  const boundary =
    professionals.length > 0
      ? `I can't give legal or financial advice; for your own situation, ${professionals.join(' or ')} can tell you what applies.`
      : null;
  const opening =
    emotions.includes('anxiety') || emotions.includes('exhaustion')
      ? "It's completely understandable to feel overwhelmed by this."
      : pick(PRACTICAL_OPENINGS, turn);
  // Someone telling us their dad died gets sympathy before logistics.
  const condolence = personJustNamed ? `I'm so sorry about ${personJustNamed}.` : null;
  return {
    kind: 'practical',
    text: [condolence, opening, ...new Set(pointers), boundary, pick(PRACTICAL_CLOSINGS, turn)]
      .filter(Boolean)
      .join(' '),
    suggestions: places.map((place) => ({ kind: 'place', place }) as const),
  };
}
