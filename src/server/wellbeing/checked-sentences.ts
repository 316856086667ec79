import {
  endOfWholeSentences,
  findReplyProblems,
  type ReplyProblem,
} from '../../shared/wellbeing/reply-safety.ts';

/** The model wrote something the person must not read (reply-safety.ts). It carries what, never the words. */
export class UnsafeReplyError extends Error {
  constructor(readonly problems: ReplyProblem[]) {
    super(`The model's reply failed the safety check: ${problems.join(', ')}`);
  }
}

/**
 * The model's reply, let through a whole sentence at a time, each once the reply so far passes the
 * check. Held by the sentence, not whole: the person still sees the answer being written, as the page
 * and its screen-reader behaviour expect, and one sentence is enough for the check to read a dose, a
 * number or a cliché in full. Each check reads everything let through so far with the new sentence, so
 * nothing is missed for falling across two sentences.
 *
 * The model's pieces go out as it sent them; one that runs past a sentence's end is cut there. Throws
 * UnsafeReplyError at the first sentence that fails, none of which has gone out. A failure of the model
 * passes through, and the unfinished sentence it leaves is never shown.
 */
export async function* checkedSentences(pieces: AsyncIterable<string>): AsyncIterable<string> {
  let passed = '';
  const held: string[] = [];

  /** Checks the held text up to `end` and lets it through, in the model's own pieces. */
  function* letThrough(end: number): Iterable<string> {
    const heldText = held.join('');
    const problems = findReplyProblems(passed + heldText.slice(0, end));
    if (problems.length > 0) throw new UnsafeReplyError(problems);
    passed += heldText.slice(0, end);
    let left = end;
    while (left > 0 && held.length > 0) {
      const piece = held.shift()!;
      if (piece.length > left) {
        held.unshift(piece.slice(left));
        yield piece.slice(0, left);
        return;
      }
      left -= piece.length;
      yield piece;
    }
  }

  for await (const piece of pieces) {
    held.push(piece);
    const end = endOfWholeSentences(held.join(''));
    if (end > 0) yield* letThrough(end);
  }
  // The model has finished: what is held is its last sentence.
  const rest = held.join('');
  if (rest) yield* letThrough(rest.length);
}
