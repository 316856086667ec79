import { describe, expect, it } from 'vitest';
import { checkFollow } from './check-follow.ts';
import { FOLLOW_MESSAGES } from './follow-messages.ts';

describe('checkFollow', () => {
  it('accepts an address with one or both kinds of mail', () => {
    expect(checkFollow({ email: ' ann@example.com ', updates: true, anniversaries: false })).toEqual({});
    expect(checkFollow({ email: 'ann@example.com', updates: false, anniversaries: true })).toEqual({});
  });

  it('asks for an address, then a valid one', () => {
    expect(checkFollow({ email: '  ', updates: true, anniversaries: true }).email).toBe(
      FOLLOW_MESSAGES.emailRequired,
    );
    expect(checkFollow({ email: 'ann@', updates: true, anniversaries: true }).email).toBe(
      FOLLOW_MESSAGES.emailInvalid,
    );
  });

  it('asks for at least one kind of mail', () => {
    expect(checkFollow({ email: 'ann@example.com', updates: false, anniversaries: false })).toEqual({
      choice: FOLLOW_MESSAGES.chooseOne,
    });
  });
});
