import { eq, sql } from 'drizzle-orm';
import { INVITATION_SIGN_UP_MESSAGES } from '#shared/team/invitation.ts';
import type { AppDeps } from '../app-env.ts';
import { users } from '../auth/auth.schema.ts';
import { withInvitationAdmission } from '../auth/invitation-admission.ts';
import { AppError } from '../infra/app-error.ts';
import { acceptInvitation, assertUsable, findInvitationByToken } from './accept-invitation.ts';

type InvitationSignUp = {
  token: string;
  firstName: string;
  lastName: string;
  password: string;
};

type InvitationSignUpResult = {
  lovedOneId: string;
  /** Better Auth's Set-Cookie lines. */
  sessionCookies: string[];
};

const accountExists = () => new AppError('CONFLICT', INVITATION_SIGN_UP_MESSAGES.accountExists);

/** Better Auth's (and Harbor's auth hooks') refusals, in this page's words. */
function signUpFailure(error: unknown): AppError {
  const { body, headers } = error as { body?: { code?: string; message?: string }; headers?: Headers };
  if (body?.code === 'EMAIL_EXISTS' || body?.code?.startsWith('USER_ALREADY_EXISTS')) return accountExists();
  if (body?.code === 'RATE_LIMITED') {
    const retryAfter = Number(new Headers(headers).get('retry-after')) || undefined;
    return new AppError('RATE_LIMITED', body.message ?? INVITATION_SIGN_UP_MESSAGES.tooManyAttempts, {
      retryAfterSeconds: retryAfter,
    });
  }
  if (body?.code === 'VALIDATION_FAILED' && body.message)
    return new AppError('VALIDATION_FAILED', body.message);
  return new AppError('BAD_REQUEST', INVITATION_SIGN_UP_MESSAGES.createFailed);
}

/**
 * Creates the account for the invited address through Better Auth (its password hashing, its user
 * hooks), treats it as verified (the invitation mail proved the invitee reads it), accepts, and signs
 * in. The address is never taken from the request: one typed differently would join unverified and
 * could not sign in. Better Auth answers a duplicate sign-up with a look-alike success when
 * verification is required, so the existing account is detected here first.
 */
export async function signUpThroughInvitation(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  input: InvitationSignUp,
  requestHeaders: Headers,
): Promise<InvitationSignUpResult> {
  const { db, auth } = deps;
  const invitation = assertUsable(await findInvitationByToken(db, input.token));
  const email = invitation.invitedEmail;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) throw accountExists();

  let userId: string;
  try {
    // The checked invitation stands in for the preview passcode; every other sign-up rule still applies.
    const created = await withInvitationAdmission(() =>
      auth.api.signUpEmail({
        body: {
          email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        headers: requestHeaders,
      }),
    );
    userId = created.user.id;
  } catch (error) {
    throw signUpFailure(error);
  }

  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  const { lovedOneId } = await acceptInvitation(db, input.token, userId);

  const signedIn = await auth.api.signInEmail({
    body: { email, password: input.password },
    headers: requestHeaders,
    asResponse: true,
  });
  if (!signedIn.ok) throw new AppError('BAD_REQUEST', INVITATION_SIGN_UP_MESSAGES.signInFailed);
  return { lovedOneId, sessionCookies: signedIn.headers.getSetCookie() };
}
