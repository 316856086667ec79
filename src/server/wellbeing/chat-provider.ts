import { detectConversationCrisis } from '../../shared/wellbeing/crisis-context.ts';
import type { CrisisCategory, CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import { formatSafetyResourceList, GRIEF_SYSTEM_PROMPT } from '../../shared/wellbeing/grief-system-prompt.ts';
import type { ChatTurn } from '../../shared/wellbeing/offline-companion.ts';
import { type LlmConfig, streamModelText } from '../infra/llm-stream.ts';

// The support chat's model (infra/llm-stream.ts). The crisis card is not the model's job: the route has already sent it
// before this is called. The model is told that happened, so it does not repeat the numbers
// as a wall of text or, worse, carry on as if nothing was said. The system prompt tells the model to
// follow these notes about numbers, so the two never disagree.

/** The model sees this many earlier messages; grief conversations are long, context windows are not. */
const HISTORY_TURNS = 20;

const CRISIS_NOTES: Record<Exclude<CrisisLevel, 'none'>, string> = {
  emergency:
    "Harbor's safety check found that the person may be harming themselves right now (for example, has taken an overdose) and has already shown them a card to call 911 and Poison Control (1-800-222-1222) directly above your reply. Answer in two or three very short sentences: ask them to call 911 now, or to tell someone near them to call. Nothing else.",
  crisis:
    "Harbor's safety check found signs of a crisis in the person's last message and has already shown them the crisis card (988 call or text, text HOME to 741741, 911) directly above your reply. Respond with warmth and directness: say you are glad they told you, ask whether they are safe right now, and encourage them to reach one of those lines or someone nearby now. Do not give any other advice, and do not list the numbers again in full.",
  concern:
    "Harbor's safety check noticed something in the person's last message that can sit close to thoughts of suicide, and has shown the crisis numbers above your reply. Gently and directly ask whether they are having thoughts of ending their life; asking does not put the idea in their head.",
};

// Someone hurting or threatening the person needs more than suicide help: believing them, safety
// now, and the lines for abuse. Those lines are given in the reply itself, not left to the card,
// so they reach the person whichever card the page shows.
const IN_DANGER_NOTE = `Harbor's safety check found signs that someone may be hurting or threatening the person, or a child, and has shown them a card with 911 and 988 directly above your reply. Believe them, do not ask them to prove it or to give details, and say it is not their fault and they deserve to be safe. Ask whether they are safe right now; if they are in danger now, ask them to call 911. Give these lines once, exactly as written:
${formatSafetyResourceList('- ')}
Do not list the other crisis numbers again in full.`;

const ALSO_SUICIDE_NOTE =
  'Their messages also show signs of thoughts of suicide or self-harm: ask about that directly too; asking does not put the idea in their head.';

const SUICIDE_CATEGORIES: ReadonlySet<CrisisCategory> = new Set([
  'explicit-ideation',
  'passive-ideation',
  'burden',
  'hopelessness',
  'plan',
  'means',
  'timing',
  'preparation',
  'reunion-deadline',
  'self-harm',
]);

/** The note for the model: the danger one when the rules see someone hurting the person. */
function crisisNote(crisisLevel: Exclude<CrisisLevel, 'none'>, history: readonly ChatTurn[]): string {
  if (crisisLevel === 'emergency') return CRISIS_NOTES.emergency;
  // The route passes the level only, so the kind of danger is read again here, from the same rules
  // and the same recent messages the route checked.
  const { categories } = detectConversationCrisis(
    history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
  );
  if (!categories.includes('in-danger')) return CRISIS_NOTES[crisisLevel];
  return categories.some((category) => SUICIDE_CATEGORIES.has(category))
    ? `${IN_DANGER_NOTE}\n${ALSO_SUICIDE_NOTE}`
    : IN_DANGER_NOTE;
}

export function streamModelReply(options: {
  llm: LlmConfig;
  history: readonly ChatTurn[];
  crisisLevel: CrisisLevel;
  abortSignal: AbortSignal;
}): AsyncIterable<string> {
  const { llm, history, crisisLevel, abortSignal } = options;
  const system =
    crisisLevel === 'none'
      ? GRIEF_SYSTEM_PROMPT
      : `${GRIEF_SYSTEM_PROMPT}\n\n# Right now\n${crisisNote(crisisLevel, history)}`;
  return streamModelText({
    llm,
    system,
    messages: history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
    abortSignal,
  });
}
