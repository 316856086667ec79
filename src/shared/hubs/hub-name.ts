import { givenName, type NamedLovedOne } from '../loved-ones/loved-one-display.ts';
import { isOwnPlan, type ProfileKind } from '../loved-ones/profile-kind.ts';
import type { NamedText } from './types.ts';

/**
 * The name the hubs' texts call the person by: the name of someone who has died, once it is given
 * (the product rule: never "your loved one" then). Null while no name is given, and for someone's
 * own plans, where nobody has died: the texts then read without a name, as they do before the hub
 * has loaded.
 */
export function hubNameOf(lovedOne: NamedLovedOne & { kind: ProfileKind }): string | null {
  return isOwnPlan(lovedOne.kind) ? null : givenName(lovedOne);
}

/** A text as shown for `name` (hubNameOf): a fixed text as it is, a NamedText said with the name. */
export const sayWithName = (text: string | NamedText, name: string | null): string =>
  typeof text === 'function' ? text(name) : text;
