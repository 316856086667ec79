/** Letters NFD does not split into a base letter and a mark, written the way English speakers spell them. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** 'José Núñez' → 'jose nunez': accents become their base letter instead of being dropped. */
function transliterate(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðłþı]/g, (letter) => SPECIAL_LETTERS[letter] ?? '');
}

/** Slugs arrive in URLs; anything that could never be a slug is simply not found. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/**
 * The base leaves room for '-' and a counter of up to six digits, so base and suffix together stay
 * within SLUG_MAX_LENGTH and the page can always be found at its slug. Names are 50 characters each,
 * but transliteration can lengthen them (ß → ss).
 */
export const SLUG_BASE_MAX_LENGTH = SLUG_MAX_LENGTH - '-999999'.length;

/** When nothing of the name survives (a name written only in another script), the slug still works. */
export const FALLBACK_SLUG = 'memorial';

/**
 * The spec's slug: first-last in lower case with every character outside a-z, 0-9 and '-' removed
 * (after transliteration). Hyphens left doubled or dangling by removed characters are tidied, and
 * a long name is cut to SLUG_BASE_MAX_LENGTH.
 */
export function memorialSlugBase(firstName: string, lastName: string): string {
  const clean = (part: string) => transliterate(part).replace(/[^a-z0-9-]/g, '');
  const slug = `${clean(firstName)}-${clean(lastName)}`
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_BASE_MAX_LENGTH)
    .replace(/-$/, '');
  return slug || FALLBACK_SLUG;
}

/** The base, then base-1, base-2…: the first one not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether `slug` is `base` or `base-N`, i.e. one of the candidates `firstFreeSlug` could pick. */
export function isSlugCandidate(base: string, slug: string): boolean {
  return slug === base || new RegExp(`^${base}-[1-9][0-9]*$`).test(slug);
}
