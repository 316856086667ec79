/**
 * Who was signed in, as the service worker keeps it to open Harbor without a network. Only what the
 * screens show is kept: never the session token or anything else that could sign someone in.
 */
export type OfflineIdentity = {
  user: {
    id: string;
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    image: string | null;
  };
  session: { expiresAt: string };
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The identity in a `get-session` answer, or null when it says nobody is signed in. */
export function toOfflineIdentity(sessionBody: unknown): OfflineIdentity | null {
  if (!sessionBody || typeof sessionBody !== 'object') return null;
  const { user, session } = sessionBody as {
    user?: Record<string, unknown>;
    session?: Record<string, unknown>;
  };
  if (!user || !session || typeof user.id !== 'string' || !user.id) return null;
  const expiresAt = text(session.expiresAt);
  if (Number.isNaN(Date.parse(expiresAt))) return null;
  return {
    user: {
      id: user.id,
      email: text(user.email),
      name: text(user.name),
      firstName: text(user.firstName),
      lastName: text(user.lastName),
      emailVerified: user.emailVerified === true,
      image: typeof user.image === 'string' ? user.image : null,
    },
    session: { expiresAt },
  };
}

/** An identity past its session's end opens nothing offline, exactly as the server would refuse it online. */
export const isIdentityCurrent = (
  identity: OfflineIdentity | null,
  now = Date.now(),
): identity is OfflineIdentity => identity !== null && Date.parse(identity.session.expiresAt) > now;
