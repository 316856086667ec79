/** `%text%` for ILIKE with the text's own % _ and \ matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
