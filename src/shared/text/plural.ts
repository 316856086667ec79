/** Made on first use: the first Intl object a page makes loads the browser's locale data (decision 049). */
let englishPlurals: Intl.PluralRules | undefined;

/**
 * A count with its noun in the right form, by the language's own plural rules: "1 tribute",
 * "0 tributes", "3 tributes". One rule for every count the app shows (issue 21: never "tribute(s)").
 */
export function countOf(count: number, one: string, other: string): string {
  englishPlurals ??= new Intl.PluralRules('en-US');
  return `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;
}
