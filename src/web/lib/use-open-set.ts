import { useState } from 'react';

/**
 * Which of several things are open at once: edits under way, panels and tabs kept with what was typed
 * in them. `open` may be called while rendering (a panel chosen from outside): it changes nothing when
 * the key is open already, so it cannot loop.
 */
export function useOpenSet<Key>(initial: readonly Key[] = []) {
  const [keys, setKeys] = useState<ReadonlySet<Key>>(() => new Set(initial));
  return {
    has: (key: Key) => keys.has(key),
    size: keys.size,
    open: (key: Key) => {
      if (!keys.has(key)) setKeys((before) => new Set(before).add(key));
    },
    close: (key: Key) =>
      setKeys((before) => {
        const after = new Set(before);
        after.delete(key);
        return after;
      }),
  };
}
