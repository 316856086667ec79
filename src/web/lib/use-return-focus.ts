import { useEffect, useRef, useState } from 'react';

/**
 * Keyboard users land back on the button they pressed (a row's Edit) once what it opened closes, not
 * at the page's top: `refFor(key)` on each such button, `returnTo(key)` when its form is done. The focus
 * moves after the next render, once the button is back in the page, and only if it was lost with the
 * form: something that took it meanwhile (the crisis note after a save) keeps it.
 */
export function useReturnFocus<Key>() {
  const buttons = useRef(new Map<Key, HTMLElement>());
  const [target, setTarget] = useState<{ key: Key } | null>(null);
  useEffect(() => {
    if (target === null) return;
    const isLost = document.activeElement === null || document.activeElement === document.body;
    if (isLost) buttons.current.get(target.key)?.focus();
    setTarget(null);
  }, [target]);
  return {
    refFor: (key: Key) => (element: HTMLElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    returnTo: (key: Key) => setTarget({ key }),
  };
}
