import { createContext, type ReactNode, useContext, useId } from 'react';

const IdPrefix = createContext('');

/**
 * Gives the ids made inside a prefix of their own. A server-rendered page hydrates each island as its
 * own Preact root, and Preact numbers useId per root, so two islands' forms both made "P0-0" and a
 * label pointed at another island's input. Each island is wrapped in one, named after it.
 */
export function IdScope({ prefix, children }: { prefix: string; children?: ReactNode }) {
  return <IdPrefix.Provider value={prefix}>{children}</IdPrefix.Provider>;
}

/** useId, unique across the page's islands too (IdScope); the same as useId in the app. */
export function useScopedId(): string {
  const prefix = useContext(IdPrefix);
  const id = useId();
  return prefix ? `${prefix}-${id}` : id;
}
