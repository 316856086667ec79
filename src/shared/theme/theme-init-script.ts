/** Where a person's chosen theme is kept on their device ('light' or 'dark'; absent: follow the system). */
export const THEME_STORAGE_KEY = 'harbor-theme';

/**
 * Set once this device holds the app typeface's files ('1'): from then on each page draws its text in
 * them from the first paint (decision 053).
 */
export const TYPEFACE_STORAGE_KEY = 'harbor-typeface';

/** The class on `<html>` that switches the sans and serif stacks to the app's typeface (styles.css). */
export const TYPEFACE_CLASS = 'typeface';

/**
 * Runs in each page's head, before first paint, so a dark-theme visitor never sees a white flash, and
 * text is drawn in the app's typeface from the first paint once the device holds its files.
 * Inline rather than a file of its own: a blocking script file is one more round trip before anything
 * shows on a slow connection. The CSP allows exactly this text by its hash (security-headers.ts).
 * Storage can be blocked; the system preference then applies through CSS.
 */
export const THEME_INIT_SCRIPT = `(()=>{try{const h=document.documentElement,s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});h.classList.toggle('dark',s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches);h.classList.toggle(${JSON.stringify(TYPEFACE_CLASS)},localStorage.getItem(${JSON.stringify(TYPEFACE_STORAGE_KEY)})==='1')}catch{}})()`;

/** The tag each page's HTML source holds in its head, replaced by the script itself at build time. */
export const THEME_INIT_PLACEHOLDER = '<script data-harbor-theme-init></script>';
