import { givenFirstName } from '../loved-ones/loved-one-display.ts';
import { isOwnPlan, type ProfileKind } from '../loved-ones/profile-kind.ts';

/**
 * The first name the wellbeing tools speak of the person who died by ("A letter to Rose"). They are about the
 * user and reached from no one loved one, so it is the only one of the user's loved ones who has died, once
 * their name is given. Null with none, or with several: a letter "to Rose" would pass over Sam.
 */
export function wellbeingNameOf(
  lovedOnes: readonly { kind: ProfileKind; firstName: string; nameGiven: boolean }[],
): string | null {
  const died = lovedOnes.filter((lovedOne) => !isOwnPlan(lovedOne.kind));
  const [only] = died;
  return only && died.length === 1 ? givenFirstName(only) : null;
}
