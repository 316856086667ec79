// This tab's keeping of what is typed and not saved yet, so a reload (a phone reloads a tab left for
// another app) or a slip of the back button loses none of it. Session storage: it goes when the tab closes
// or the person signs out (sign-out.ts clears it), as words about a death on a shared computer should.
// Storage full or blocked (private mode) keeps nothing: the page still holds everything while it is open.

/** What was kept under `key`, as it was written; null when nothing was, or it can't be read. */
export function readKeptInTab(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function keepInTab(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing is kept; see above.
  }
}

export function forgetInTab(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept; see above.
  }
}
