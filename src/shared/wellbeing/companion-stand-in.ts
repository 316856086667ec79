// Past the model's rate limit the built-in companion answers instead (it costs nothing), so nobody
// is turned away for writing a lot on a bad night. The answer is marked as the companion's standing in,
// and the page says so under it, with where crisis help is.

/** Who answered a message sent over the model's limit: stored with the answer, read by the page. */
export const STAND_IN_ANSWERER = 'offline-stand-in';

export const STAND_IN_NOTICE =
  'Harbor’s built-in companion is answering for a few minutes. Crisis help is one tap away, under “Crisis help” at the top of this page.';

// When the model fails part way, fails before a word at a message the crisis card is shown for, or has a
// sentence held back by the safety check, the companion answers in its place. Its pre-written words must
// not pass for the model's (nor the model's for its own), so the answer is stored as the companion's
// taking over and the page says so under it, on a conversation opened later too: the notice describes the
// answer, not the next few minutes. Two values, because a stored answer no longer says where the model's
// words end.

/** Who answered when the companion finished an answer the model had begun. */
export const TOOK_OVER_ANSWERER = 'offline-after-model';
/** Who answered when the companion answered in place of a model that wrote nothing the person saw. */
export const ANSWERED_INSTEAD_ANSWERER = 'offline-instead-of-model';

/** The stored answerer for the companion taking over, from whether any of the model's words were shown. */
export const tookOverAnswerer = (modelWroteSome: boolean) =>
  modelWroteSome ? TOOK_OVER_ANSWERER : ANSWERED_INSTEAD_ANSWERER;

const TOOK_OVER_NOTICE =
  'The last part of this answer is from Harbor’s built-in companion: the AI model couldn’t finish it.';
const ANSWERED_INSTEAD_NOTICE =
  'This answer is from Harbor’s built-in companion: the AI model couldn’t answer just now.';

/** The notice under an answer the companion took over, or null for any other answer. */
export function tookOverNotice(answeredBy: string | null | undefined): string | null {
  if (answeredBy === TOOK_OVER_ANSWERER) return TOOK_OVER_NOTICE;
  if (answeredBy === ANSWERED_INSTEAD_ANSWERER) return ANSWERED_INSTEAD_NOTICE;
  return null;
}
