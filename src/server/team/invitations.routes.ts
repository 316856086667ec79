import { Hono } from 'hono';
import { z } from 'zod';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import {
  INVITATION_STATE_MESSAGES,
  invitationSignUpSchema,
  invitationTokenSchema,
} from '#shared/team/invitation.ts';
import { fullName } from '#shared/team/person-name.ts';
import type { AppEnv } from '../app-env.ts';
import { headersWithClientIp } from '../auth/client-ip.ts';
import { notFound } from '../infra/app-error.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import { acceptInvitation, findInvitationByToken } from './accept-invitation.ts';
import { getLovedOneSummary } from './get-loved-one-summary.ts';
import { signUpThroughInvitation } from './invitation-sign-up.ts';
import { findPerson } from './team-people.ts';

type InvitationLookup =
  | { status: 'accepted' | 'expired'; invitation: null }
  | {
      status: 'pending';
      invitation: {
        inviterName: string | null;
        /** Null while the loved one's name is not given: the page words it without one. */
        lovedOneName: string | null;
        /** Someone's own plans: the page speaks of their plans, not of a loss. */
        isOwnPlan: boolean;
        relationship: string | null;
        invitedFirstName: string;
        invitedLastName: string;
        invitedEmail: string;
        expiresAt: string;
      };
    };

const tokenBody = z.object({ token: invitationTokenSchema });
// Guessing tokens is hopeless (256 bits), but each guess costs a query: keep it bounded per address.
const TOKEN_RULE = { name: 'invitation_token', points: 60, windowSeconds: 15 * 60 };

/** Public: the invitation page learns who invited whom for whom. Only the invitee's own address is shown. */
export const invitationRoutes = new Hono<AppEnv>()
  .post('/lookup', validate('json', tokenBody), async (c) => {
    await enforceRateLimit(c, TOKEN_RULE, c.get('rateLimitClient'));
    const { db } = c.get('deps');
    const invitation = await findInvitationByToken(db, c.req.valid('json').token);
    if (!invitation) throw notFound(INVITATION_STATE_MESSAGES.invalid);
    if (invitation.status === 'accepted' || invitation.expiresAt <= new Date()) {
      const status = invitation.status === 'accepted' ? ('accepted' as const) : ('expired' as const);
      return c.json({ status, invitation: null } as InvitationLookup);
    }
    const [lovedOne, inviter] = await Promise.all([
      getLovedOneSummary(db, invitation.lovedOneId, null),
      invitation.invitedByUserId ? findPerson(db, invitation.invitedByUserId) : undefined,
    ]);
    const result: InvitationLookup = {
      status: 'pending',
      invitation: {
        inviterName: inviter ? fullName(inviter) : null,
        lovedOneName: lovedOne.name,
        isOwnPlan: isOwnPlan(lovedOne.kind),
        relationship: invitation.relationshipToLovedOne,
        invitedFirstName: invitation.invitedFirstName,
        invitedLastName: invitation.invitedLastName,
        invitedEmail: invitation.invitedEmail,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    };
    return c.json(result);
  })
  .post('/accept', validate('json', tokenBody), async (c) => {
    const user = requireUser(c);
    await enforceRateLimit(c, TOKEN_RULE, c.get('rateLimitClient'));
    return c.json(await acceptInvitation(c.get('deps').db, c.req.valid('json').token, user.id));
  })
  .post('/sign-up', validate('json', invitationSignUpSchema), async (c) => {
    await enforceRateLimit(c, TOKEN_RULE, c.get('rateLimitClient'));
    const { token, firstName, lastName, password } = c.req.valid('json');
    const result = await signUpThroughInvitation(
      c.get('deps'),
      { token, firstName, lastName, password },
      headersWithClientIp(c.req.raw.headers, c.get('clientIp')),
    );
    for (const cookie of result.sessionCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ lovedOneId: result.lovedOneId, verifyEmail: result.verifyEmail }, 201);
  });
