/** Made on first use, as in plural.ts: the first Intl object a page makes loads locale data (decision 049). */
let englishList: Intl.ListFormat | undefined;

/** "a photo", "a photo and the date of birth", "a photo, the date of birth, and the date of passing". */
export function listInWords(items: readonly string[]): string {
  englishList ??= new Intl.ListFormat('en-US', { type: 'conjunction' });
  return englishList.format(items);
}
