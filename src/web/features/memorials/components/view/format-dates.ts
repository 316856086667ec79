import { format, parseISO } from 'date-fns';

/** 'MMMM d, yyyy', as the spec shows dates. */
export const longDate = (date: string) => format(parseISO(date), 'MMMM d, yyyy');

export function lifeDates(birth: string | null, death: string | null): string | null {
  if (birth && death) return `${longDate(birth)} – ${longDate(death)}`;
  if (birth) return `Born ${longDate(birth)}`;
  if (death) return `Died ${longDate(death)}`;
  return null;
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
