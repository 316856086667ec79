/** Where a person's chosen theme is kept on their device ('light' or 'dark'; absent: follow the system). */
export const THEME_STORAGE_KEY = 'harbor-theme';

/**
 * Runs in each page's head, before first paint, so a dark-theme visitor never sees a white flash.
 * Inline rather than a file of its own: a blocking script file is one more round trip before anything
 * shows on a slow connection. The CSP allows exactly this text by its hash (security-headers.ts).
 * Storage can be blocked; the system preference then applies through CSS.
 */
export const THEME_INIT_SCRIPT = `(()=>{try{const s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.classList.toggle('dark',s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches)}catch{}})()`;

/** The tag each page's HTML source holds in its head, replaced by the script itself at build time. */
export const THEME_INIT_PLACEHOLDER = '<script data-harbor-theme-init></script>';
