// Past the model's rate limit the built-in companion answers instead (it costs nothing), so nobody
// is turned away for writing a lot on a bad night. The answer is marked as the companion's standing in,
// and the page says so under it, with where crisis help is.

/** Who answered a message sent over the model's limit: stored with the answer, read by the page. */
export const STAND_IN_ANSWERER = 'offline-stand-in';

export const STAND_IN_NOTICE =
  'Harbor’s built-in companion is answering for a few minutes. Crisis help is one tap away, under “Crisis help” at the top of this page.';
