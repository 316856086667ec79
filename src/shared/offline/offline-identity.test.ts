import { describe, expect, it } from 'vitest';
import { isIdentityCurrent, toOfflineIdentity } from './offline-identity.ts';

const sessionBody = {
  session: { id: 's1', token: 'secret-token', expiresAt: '2030-01-01T00:00:00.000Z', ipAddress: '10.0.0.1' },
  user: {
    id: 'u1',
    email: 'ann@example.com',
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
    emailVerified: true,
  },
};

describe('offline identity', () => {
  it('keeps what the screens show and never the session token', () => {
    const identity = toOfflineIdentity(sessionBody);
    expect(identity).toEqual({
      user: {
        id: 'u1',
        email: 'ann@example.com',
        name: 'Ann Lee',
        firstName: 'Ann',
        lastName: 'Lee',
        emailVerified: true,
        image: null,
      },
      session: { expiresAt: '2030-01-01T00:00:00.000Z' },
    });
    expect(JSON.stringify(identity)).not.toContain('secret-token');
  });

  it('is nobody when the session check says nobody is signed in', () => {
    expect(toOfflineIdentity(null)).toBeNull();
    expect(toOfflineIdentity({ user: { id: 'u1' } })).toBeNull();
    expect(toOfflineIdentity({ ...sessionBody, session: { expiresAt: 'soon' } })).toBeNull();
  });

  it('opens nothing after the session has ended', () => {
    const identity = toOfflineIdentity(sessionBody);
    expect(isIdentityCurrent(identity, Date.parse('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isIdentityCurrent(identity, Date.parse('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isIdentityCurrent(null)).toBe(false);
  });
});
