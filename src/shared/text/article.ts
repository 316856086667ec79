/**
 * 'an affidavit for collection…', 'a small estate affidavit': the indefinite article for a noun from our own
 * tables (the state's small-estate procedures). It goes by the first letter: a, e, i and o take "an"; u
 * does not, since the words we use that start with it sound a "you" (unified, usual).
 */
export function withArticle(noun: string): string {
  return `${/^[aeio]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
