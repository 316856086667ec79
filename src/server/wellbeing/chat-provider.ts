import type { CrisisLevel } from '../../shared/wellbeing/crisis-detection.ts';
import { GRIEF_SYSTEM_PROMPT } from '../../shared/wellbeing/grief-system-prompt.ts';
import type { ChatTurn } from '../../shared/wellbeing/offline-companion.ts';
import { type LlmConfig, streamModelText } from '../infra/llm-stream.ts';

// The support chat's model (infra/llm-stream.ts). The crisis card is not the model's job: the route has already sent it
// before this is called. The model is told that happened, so it does not repeat the numbers
// as a wall of text or, worse, carry on as if nothing was said.

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
      : `${GRIEF_SYSTEM_PROMPT}\n\n# Right now\n${CRISIS_NOTES[crisisLevel]}`;
  return streamModelText({
    llm,
    system,
    messages: history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
    abortSignal,
  });
}
