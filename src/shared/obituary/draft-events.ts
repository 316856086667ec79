/** What the draft's stream sends: pieces of text as the model writes them, then done, or an error. */
export type DraftStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { truncated: boolean } }
  | { event: 'error'; data: { message: string } };
