import { type Context, Hono } from 'hono';
import { type TeamAction, teamPolicy } from '#shared/permissions/team-permissions.ts';
import { INVITATION_MESSAGES, INVITE_RATE_LIMIT, inviteMemberSchema } from '#shared/team/invitation.ts';
import { joinLinkSettingsSchema } from '#shared/team/team.ts';
import type { AppEnv } from '../app-env.ts';
import { authorize } from '../infra/authorize.ts';
import { enforceRateLimit, requireUser, validate } from '../infra/http.ts';
import { LOVED_ONE_NOT_FOUND } from '../loved-ones/find-loved-one.ts';
import { findLovedOneRole } from '../loved-ones/loved-one-access.ts';
import { createInvitation } from './create-invitation.ts';
import { decideJoinRequest } from './decide-join-request.ts';
import { deleteInvitation } from './delete-invitation.ts';
import { findInvitationContext } from './find-invitation-context.ts';
import { getJoinLink, joinUrl } from './get-join-link.ts';
import { handOverAdmin } from './hand-over-admin.ts';
import { deliveryOf } from './invitation-delivery.ts';
import { leaveTeam } from './leave-team.ts';
import { listAssignees } from './list-assignees.ts';
import { listTeam } from './list-team.ts';
import { reissueInvitation } from './reissue-invitation.ts';
import { removeMember } from './remove-member.ts';
import { resetJoinLink } from './reset-join-link.ts';
import { setJoinLinkEnabled } from './set-join-link-enabled.ts';

type TeamContext = Context<AppEnv, '/:lovedOneId/*'>;

/**
 * Asks the team policy: anyone not on the team (or a made-up id) gets 404; a member asking for
 * the admin's part gets 403 (decision 034).
 */
async function authorizeTeam(c: TeamContext, action: TeamAction) {
  const user = requireUser(c);
  const lovedOneId = c.req.param('lovedOneId');
  const viewer = { userId: user.id, role: await findLovedOneRole(c.get('deps').db, user.id, lovedOneId) };
  authorize(teamPolicy, viewer, action, { lovedOneId }, LOVED_ONE_NOT_FOUND);
  return { user, viewer, lovedOneId };
}

const invitationContext = (c: TeamContext, lovedOneId: string) => {
  const user = requireUser(c);
  const { db, config } = c.get('deps');
  return findInvitationContext(db, {
    appUrl: config.appUrl,
    lovedOneId,
    inviter: { id: user.id, email: user.email, name: user.name },
    ipAddress: c.get('clientIp'),
  });
};

const joinLinkView = (appUrl: string, link: { lovedOneId: string; joinKey: string; isEnabled: boolean }) => ({
  isEnabled: link.isEnabled,
  url: joinUrl(appUrl, link.lovedOneId, link.joinKey),
});

export const teamRoutes = new Hono<AppEnv>()
  .get('/:lovedOneId', async (c) => {
    const { viewer, lovedOneId } = await authorizeTeam(c, 'view');
    const { db, config } = c.get('deps');
    return c.json(await listTeam(db, config, lovedOneId, viewer));
  })
  .get('/:lovedOneId/assignees', async (c) => {
    const { lovedOneId } = await authorizeTeam(c, 'view');
    return c.json({ assignees: await listAssignees(c.get('deps').db, lovedOneId) });
  })
  .post('/:lovedOneId/invitations', validate('json', inviteMemberSchema), async (c) => {
    const { user, lovedOneId } = await authorizeTeam(c, 'invite');
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
    const { lovedOneId } = await authorizeTeam(c, 'invite');
    await deleteInvitation(c.get('deps').db, lovedOneId, c.req.param('invitationId'));
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/invitations/:invitationId/resend', async (c) => {
    const { user, lovedOneId } = await authorizeTeam(c, 'invite');
    // Resending writes a mail to an address of the admin's choosing: the same limit as inviting.
    await enforceRateLimit(c, INVITE_RATE_LIMIT, user.id, INVITATION_MESSAGES.rateLimited);
    const context = await invitationContext(c, lovedOneId);
    await reissueInvitation(c.get('deps').db, context, c.req.param('invitationId'), { sendMail: true });
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/invitations/:invitationId/link', async (c) => {
    const { lovedOneId } = await authorizeTeam(c, 'invite');
    const context = await invitationContext(c, lovedOneId);
    const { url, invitation } = await reissueInvitation(
      c.get('deps').db,
      context,
      c.req.param('invitationId'),
      {
        sendMail: false,
      },
    );
    return c.json({ url, expiresAt: invitation.expiresAt });
  })
  .delete('/:lovedOneId/members/:userId', async (c) => {
    const { lovedOneId } = await authorizeTeam(c, 'removeMember');
    await removeMember(c.get('deps').db, lovedOneId, c.req.param('userId'));
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/members/:userId/make-admin', async (c) => {
    // Anyone on the team: a hand-over sent again reaches a former admin (decision 081).
    const { user, lovedOneId } = await authorizeTeam(c, 'view');
    await handOverAdmin(c.get('deps').db, {
      lovedOneId,
      askerId: user.id,
      newAdminUserId: c.req.param('userId'),
    });
    return c.json({ ok: true as const });
  })
  .post('/:lovedOneId/leave', async (c) => {
    await leaveTeam(c.get('deps').db, requireUser(c).id, c.req.param('lovedOneId'));
    return c.json({ ok: true as const });
  })
  .get('/:lovedOneId/join-link', async (c) => {
    const { lovedOneId } = await authorizeTeam(c, 'shareJoinLink');
    const { db, config } = c.get('deps');
    return c.json(joinLinkView(config.appUrl, await getJoinLink(db, lovedOneId)));
  })
  .put('/:lovedOneId/join-link', validate('json', joinLinkSettingsSchema), async (c) => {
    const { lovedOneId } = await authorizeTeam(c, 'shareJoinLink');
    const { db, config } = c.get('deps');
    const link = await setJoinLinkEnabled(db, lovedOneId, c.req.valid('json').enabled);
    return c.json(joinLinkView(config.appUrl, link));
  })
  .post('/:lovedOneId/join-link/reset', async (c) => {
    const { lovedOneId } = await authorizeTeam(c, 'shareJoinLink');
    const { db, config } = c.get('deps');
    return c.json(joinLinkView(config.appUrl, await resetJoinLink(db, lovedOneId)));
  })
  .post('/:lovedOneId/join-requests/:requestId/:decision{approve|decline}', async (c) => {
    const { user, lovedOneId } = await authorizeTeam(c, 'answerJoinRequests');
    await decideJoinRequest(c.get('deps').db, {
      lovedOneId,
      requestId: c.req.param('requestId'),
      adminUserId: user.id,
      approve: c.req.param('decision') === 'approve',
    });
    return c.json({ ok: true as const });
  });
