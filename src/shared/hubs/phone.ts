import type { PhoneNumber } from './types.ts';

/**
 * A tel: URI for a US number as people write it. Full numbers get +1 so the link dials
 * correctly from a phone set to another country; short codes (988, 911) must stay as they are.
 */
export function telHref(display: string): string {
  const digits = display.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** A US number as people write it, with the tel: link that dials it. */
export function usPhone(display: string): PhoneNumber {
  return { display, href: telHref(display) };
}

export const SOCIAL_SECURITY_PHONE = usPhone('1-800-772-1213');
export const SOCIAL_SECURITY_TTY = usPhone('1-800-325-0778');
export const VA_BENEFITS_PHONE = usPhone('1-800-827-1000');
export const SAMHSA_HELPLINE_PHONE = usPhone('1-800-662-4357');
