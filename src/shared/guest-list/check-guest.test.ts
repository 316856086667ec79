import { describe, expect, it } from 'vitest';
import { GUEST_LIST_MESSAGES, GUEST_NAME_MAX } from './guest-list-messages.ts';
import { addGuestSchema } from './guest-schemas.ts';

const problems = (input: Record<string, string>) => {
  const result = addGuestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('addGuestSchema', () => {
  it('asks for a name and an e-mail, each under its field', () => {
    expect(problems({ name: ' ', email: 'ann@example.com' })).toEqual([
      ['name', GUEST_LIST_MESSAGES.nameRequired],
    ]);
    expect(problems({ name: 'Ann', email: '' })).toEqual([['email', GUEST_LIST_MESSAGES.emailRequired]]);
    expect(problems({ name: 'Ann', email: 'ann@' })).toEqual([['email', GUEST_LIST_MESSAGES.emailInvalid]]);
    expect(problems({ name: 'A'.repeat(GUEST_NAME_MAX + 1), email: 'ann@example.com' })).toEqual([
      ['name', `Content exceeds maximum length of ${GUEST_NAME_MAX} characters`],
    ]);
    expect(problems({ name: 'Ann Hale', email: 'ann@example.com', note: 'Cousin' })).toEqual([]);
  });
});
