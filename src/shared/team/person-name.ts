/** What the database holds about someone's name: the profile's (chosen in settings) and the account's. */
type NameSources = {
  profileFirstName: string | null;
  profileLastName: string | null;
  userFirstName: string | null;
  userLastName: string | null;
  /** The account's single name field, for an account made without first and last names. */
  name?: string | null;
};

/**
 * The name a person goes by everywhere in Harbor: the one they chose in settings, taken whole (a
 * first name there with no last name means no last name), else the one given at sign-up.
 */
export function personName(sources: NameSources): { firstName: string; lastName: string } {
  if (sources.profileFirstName) {
    return { firstName: sources.profileFirstName, lastName: sources.profileLastName ?? '' };
  }
  return {
    firstName: sources.userFirstName || sources.name || '',
    lastName: sources.userFirstName ? (sources.userLastName ?? '') : '',
  };
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
