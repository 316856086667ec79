import { type Context, Hono } from 'hono';
import { INVITATION_MESSAGES, INVITE_RATE_LIMIT, inviteMemberSchema } from '#shared/team/invitation.ts';
import { joinLinkSettingsSchema, TEAM_MESSAGES } from '#shared/team/team.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import { requireLovedOneRole } from '../loved-ones/loved-one-access.ts';
import { createInvitation } from './create-invitation.ts';
import { deleteInvitation } from './delete-invitation.ts';
import { decideJoinRequest, getJoinLink, joinUrl, resetJoinLink, setJoinLinkEnabled } from './join-links.ts';
import { deliveryOf, listAssignees, listTeam } from './list-team.ts';
import { reissueInvitation } from './reissue-invitation.ts';
import { removeMember } from './remove-member.ts';
import { findPerson, fullName, getLovedOneSummary } from './team-people.ts';

type TeamContext = Context<AppEnv, '/:lovedOneId/*'>;

/** The signed-in user's role here; anyone without one (or a made-up id) gets 404, never 403. */
async function requireRole(c: TeamContext, options: { only?: 'admin' } = {}) {
  const user = requireUser(c);
  const lovedOneId = c.req.param('lovedOneId');
  const role = await requireLovedOneRole(c.get('deps').db, user.id, lovedOneId, options);
  return { user, role, lovedOneId };
}

/** What the invitation mail and its re-issues say about who invites whom, for whom. */
async function invitationContext(c: TeamContext, lovedOneId: string) {
  const { db, config } = c.get('deps');
  const user = requireUser(c);
  const [lovedOne, inviter] = await Promise.all([
    getLovedOneSummary(db, lovedOneId),
    findPerson(db, user.id),
  ]);
  return {
    appUrl: config.appUrl,
    lovedOne: { id: lovedOne.id, name: lovedOne.name },
    inviter: { id: user.id, email: user.email, name: inviter ? fullName(inviter) : user.name },
    ipAddress: c.get('clientIp'),
  };
}

const joinLinkView = (appUrl: string, link: { lovedOneId: string; joinKey: string; isEnabled: boolean }) => ({
  isEnabled: link.isEnabled,
  url: joinUrl(appUrl, link.lovedOneId, link.joinKey),
});

export const teamRoutes = new Hono<AppEnv>()
  .get('/:lovedOneId', async (c) => {
    const { user, role, lovedOneId } = await requireRole(c);
    const { db, config } = c.get('deps');
    return c.json(await listTeam(db, config, lovedOneId, { userId: user.id, role }));
  })
  .get('/:lovedOneId/assignees', async (c) => {
    const { lovedOneId } = await requireRole(c);
    return c.json({ assignees: await listAssignees(c.get('deps').db, lovedOneId) });
  })
  .post('/:lovedOneId/invitations', validate('json', inviteMemberSchema), async (c) => {
    const { user, lovedOneId } = await requireRole(c, { only: 'admin' });
    await enforceRateLimit(c, INVITE_RATE_LIMIT, user.id, INVITATION_MESSAGES.rateLimited);
    const { db, config } = c.get('deps');
    const { invitation } = await createInvitation(
      db,
      await invitationContext(c, lovedOneId),
      c.req.valid('json'),
    );
    return c.json(
      {
        invitation: {
          id: invitation.id,
          email: invitation.invitedEmail,
          status: invitation.status,
          // 'not_configured' tells the dialog to say the link must be shared by hand.
          delivery: deliveryOf(config, 'pending'),
        },
      },
      201,
    );
  })
  .delete('/:lovedOneId/invitations/:invitationId', async (c) => {
    const { lovedOneId } = await requireRole(c, { only: 'admin' });
    await deleteInvitation(c.get('deps').db, lovedOneId, c.req.param('invitationId'));
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/invitations/:invitationId/resend', async (c) => {
    const { user, lovedOneId } = await requireRole(c, { only: 'admin' });
    // Resending writes a mail to an address of the admin's choosing: the same limit as inviting.
    await enforceRateLimit(c, INVITE_RATE_LIMIT, user.id, INVITATION_MESSAGES.rateLimited);
    await reissueInvitation(
      c.get('deps').db,
      await invitationContext(c, lovedOneId),
      c.req.param('invitationId'),
      {
        sendMail: true,
      },
    );
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/invitations/:invitationId/link', async (c) => {
    const { lovedOneId } = await requireRole(c, { only: 'admin' });
    const { url, invitation } = await reissueInvitation(
      c.get('deps').db,
      await invitationContext(c, lovedOneId),
      c.req.param('invitationId'),
      { sendMail: false },
    );
    return c.json({ url, expiresAt: invitation.expiresAt });
  })
  .delete('/:lovedOneId/members/:userId', async (c) => {
    const { lovedOneId } = await requireRole(c, { only: 'admin' });
    await removeMember(c.get('deps').db, lovedOneId, c.req.param('userId'));
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/leave', async (c) => {
    const { user, role, lovedOneId } = await requireRole(c);
    if (role === 'admin') throw new AppError('BAD_REQUEST', TEAM_MESSAGES.adminCannotLeave);
    await removeMember(c.get('deps').db, lovedOneId, user.id);
    return c.json({ ok: true as const });
  })
  .get('/:lovedOneId/join-link', async (c) => {
    const { lovedOneId } = await requireRole(c, { only: 'admin' });
    const { db, config } = c.get('deps');
    return c.json(joinLinkView(config.appUrl, await getJoinLink(db, lovedOneId)));
  })
  .put('/:lovedOneId/join-link', validate('json', joinLinkSettingsSchema), async (c) => {
    const { lovedOneId } = await requireRole(c, { only: 'admin' });
    const { db, config } = c.get('deps');
    const link = await setJoinLinkEnabled(db, lovedOneId, c.req.valid('json').enabled);
    return c.json(joinLinkView(config.appUrl, link));
  })
  .post('/:lovedOneId/join-link/reset', async (c) => {
    const { lovedOneId } = await requireRole(c, { only: 'admin' });
    const { db, config } = c.get('deps');
    return c.json(joinLinkView(config.appUrl, await resetJoinLink(db, lovedOneId)));
  })
  .post('/:lovedOneId/join-requests/:requestId/:decision{approve|decline}', async (c) => {
    const { user, lovedOneId } = await requireRole(c, { only: 'admin' });
    await decideJoinRequest(c.get('deps').db, {
      lovedOneId,
      requestId: c.req.param('requestId'),
      adminUserId: user.id,
      approve: c.req.param('decision') === 'approve',
    });
    return c.json({ ok: true as const });
  });
