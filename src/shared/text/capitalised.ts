/** 'Her story', 'Spouse', 'Where a surviving spouse…': the words with their first letter made a capital. */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
