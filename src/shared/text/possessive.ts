/**
 * "Rose Lane’s", with the typographic apostrophe every text uses; with no name to say, `without`
 * ("the", "their"), so the sentence still reads before the name is given (decision 038).
 */
export const possessive = (name: string | null, without: string): string => (name ? `${name}’s` : without);
