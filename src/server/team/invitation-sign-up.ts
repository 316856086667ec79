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
  /** Better Auth's Set-Cookie lines; none while the address still has to be verified. */
  sessionCookies: string[];
  /** The address must be confirmed from the verification mail before signing in. */
  verifyEmail: boolean;
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
 * hooks), accepts, and signs in. The address counts as verified only when the token came from the
 * invitation mail, which proves the invitee reads it; a token from Copy link was handed to the admin, who
 * could otherwise claim any unregistered address, an operator's included. Such an account confirms its
 * address like any other sign-up, before signing in where verification is required. The address is
 * never taken from the request: one typed differently would join unverified. Better Auth answers a
 * duplicate sign-up with a look-alike success when verification is required, so the existing account is
 * detected here first.
 */
export async function signUpThroughInvitation(
  deps: Pick<AppDeps, 'db' | 'auth' | 'config'>,
  input: InvitationSignUp,
  requestHeaders: Headers,
): Promise<InvitationSignUpResult> {
  const { db, auth, config } = deps;
  const invitation = assertUsable(await findInvitationByToken(db, input.token));
  const email = invitation.invitedEmail;
  const isAddressProven = invitation.tokenMailed;
  const hasAccount = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    ).length > 0;
  if (await hasAccount()) throw accountExists();

  let userId: string;
  try {
    // The checked invitation stands in for the preview passcode; every other sign-up rule still applies.
    const created = await withInvitationAdmission(
      () =>
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
      { isAddressProven },
    );
    userId = created.user.id;
  } catch (error) {
    // The same form sent twice at once (a double tap, a resend after a lost answer): the other one made
    // the account between the check above and this one, which the database refused as a duplicate.
    if (await hasAccount()) throw accountExists();
    throw signUpFailure(error);
  }

  if (isAddressProven)
    await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  const { lovedOneId } = await acceptInvitation(db, input.token, userId);
  if (!isAddressProven && config.requireEmailVerification)
    return { lovedOneId, sessionCookies: [], verifyEmail: true };

  const signedIn = await auth.api.signInEmail({
    body: { email, password: input.password },
    headers: requestHeaders,
    asResponse: true,
  });
  if (!signedIn.ok) throw new AppError('BAD_REQUEST', INVITATION_SIGN_UP_MESSAGES.signInFailed);
  return { lovedOneId, sessionCookies: signedIn.headers.getSetCookie(), verifyEmail: false };
}
