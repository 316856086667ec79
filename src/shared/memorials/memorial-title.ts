// No zod here: the page's header reads this, and visitors' first view carries no form library (issue 20).

/** A page title nobody has to write: "In loving memory of Rose Lane". */
export const defaultMemorialTitle = (firstName: string, lastName: string) =>
  `In loving memory of ${`${firstName} ${lastName}`.trim()}`;

/**
 * The line above the name in the page's header: the family's own title, unless it only repeats the
 * name ("In loving memory of Rose Lane" over "Rose Lane"), which the header then leaves out (issue 22).
 */
export const titleAboveName = (title: string, name: string): string | null =>
  name.trim() !== '' && title.toLocaleLowerCase().includes(name.trim().toLocaleLowerCase()) ? null : title;
