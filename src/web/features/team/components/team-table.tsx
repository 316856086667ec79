import { format } from 'date-fns';
import { useState } from 'react';
import { DISPLAY_DATE } from '#shared/dates/display-formats.ts';
import { INVITATION_MESSAGES, relationshipLabel } from '#shared/team/invitation.ts';
import { roleLabel, TEAM_MESSAGES } from '#shared/team/team.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { PendingInvitation, Team, TeamMember } from '../api/get-team.ts';
import {
  copyInvitationLink,
  deleteInvitation,
  removeMember,
  resendInvitation,
  useTeamMutation,
} from '../api/manage-team.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { copyLink } from './copy-text.ts';
import { PersonAvatar } from './person-avatar.tsx';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
const dateOf = (value: string | null) => (value ? format(new Date(value), DISPLAY_DATE) : '—');

const DELIVERY_NOTES: Record<string, string> = {
  failed: 'Email could not be delivered. Copy the link and share it yourself.',
  not_configured: 'Email is not set up here. Copy the link and share it yourself.',
};

function InvitationActions({
  lovedOneId,
  invitation,
}: {
  lovedOneId: string;
  invitation: PendingInvitation;
}) {
  const [isConfirming, setIsConfirming] = useState(false);
  const name = nameOf(invitation);
  const remove = useTeamMutation(lovedOneId, () => deleteInvitation(lovedOneId, invitation.id));
  const resend = useTeamMutation(lovedOneId, () => resendInvitation(lovedOneId, invitation.id));
  const link = useTeamMutation(lovedOneId, () => copyInvitationLink(lovedOneId, invitation.id));
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="outline"
        isLoading={resend.isPending}
        aria-label={`Resend invitation to ${name}`}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () => toast.success(INVITATION_MESSAGES.sent),
            onError: (error) => toast.error('Error sending invitation', { description: messageOf(error) }),
          })
        }
      >
        Resend
      </Button>
      <Button
        size="sm"
        variant="outline"
        isLoading={link.isPending}
        aria-label={`Copy invitation link for ${name}`}
        onClick={() =>
          link.mutate(undefined, {
            onSuccess: ({ url }) => void copyLink(url),
            onError: () => toast.error(TEAM_MESSAGES.copyFailed),
          })
        }
      >
        Copy link
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete invitation to ${name}`}
        onClick={() => setIsConfirming(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete invitation?"
        description={`The link sent to ${name} will stop working.`}
        confirmLabel="Delete invitation"
        isPending={remove.isPending}
        onConfirm={() =>
          // mutateAsync: the row (and this component) is gone once the table refetches.
          remove.mutateAsync(undefined).then(
            () => toast.success(INVITATION_MESSAGES.deleted),
            () => toast.error(INVITATION_MESSAGES.deleteFailed),
          )
        }
      />
    </div>
  );
}

function MemberActions({ lovedOneId, member }: { lovedOneId: string; member: TeamMember }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const name = nameOf(member);
  const remove = useTeamMutation(lovedOneId, () => removeMember(lovedOneId, member.userId));
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`Remove ${name}`} onClick={() => setIsConfirming(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Remove ${name}?`}
        description="They will lose access straight away. Tasks assigned to them become Unassigned."
        confirmLabel="Remove member"
        isPending={remove.isPending}
        onConfirm={() =>
          // mutateAsync: the row (and this component) is gone once the table refetches.
          remove.mutateAsync(undefined).then(
            () => toast.success(TEAM_MESSAGES.memberRemoved),
            (error) => toast.error(messageOf(error)),
          )
        }
      />
    </>
  );
}

/** Members first (the admin at the top), then invitations still waiting, newest first. */
export function TeamTable({ team, lovedOneId }: { team: Team; lovedOneId: string }) {
  const { can } = team;
  const hasActions = can.removeMember || can.invite;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
      <table className="w-full min-w-[40rem] text-left">
        <caption className="sr-only">
          {team.lovedOne.name ? `Family & friends team for ${team.lovedOne.name}` : 'Family & friends team'}
        </caption>
        <thead className="border-b border-border text-sm text-muted">
          <tr>
            <th scope="col" className="p-3 font-medium">
              Name
            </th>
            <th scope="col" className="p-3 font-medium">
              Relationship
            </th>
            <th scope="col" className="p-3 font-medium">
              Role
            </th>
            <th scope="col" className="p-3 font-medium">
              Status
            </th>
            <th scope="col" className="p-3 font-medium">
              Joined
            </th>
            {hasActions ? (
              <th scope="col" className="p-3 font-medium">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {team.members.map((member) => (
            <tr key={member.userId}>
              <td className="p-3">
                <div className="flex items-center gap-3">
                  <PersonAvatar name={nameOf(member)} avatarUrl={member.avatarUrl} />
                  <div className="min-w-0">
                    <p className="font-medium">
                      {nameOf(member)}
                      {member.isYou ? <span className="text-muted"> (you)</span> : null}
                    </p>
                    {member.email ? <p className="truncate text-sm text-muted">{member.email}</p> : null}
                  </div>
                </div>
              </td>
              <td className="p-3">{relationshipLabel(member.relationship) || '—'}</td>
              <td className="p-3">{roleLabel(member.role)}</td>
              <td className="p-3">
                <Badge tone="success">Accepted</Badge>
              </td>
              <td className="p-3">{dateOf(member.joinedAt)}</td>
              {hasActions ? (
                <td className="p-3">
                  {member.role === 'admin' || !can.removeMember ? null : (
                    <MemberActions lovedOneId={lovedOneId} member={member} />
                  )}
                </td>
              ) : null}
            </tr>
          ))}
          {team.invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td className="p-3">
                <div className="flex items-center gap-3">
                  <PersonAvatar name={nameOf(invitation)} avatarUrl={null} />
                  <div className="min-w-0">
                    <p className="font-medium">{nameOf(invitation)}</p>
                    {invitation.email ? (
                      <p className="truncate text-sm text-muted">{invitation.email}</p>
                    ) : null}
                    {invitation.delivery && DELIVERY_NOTES[invitation.delivery] ? (
                      <p className="text-sm text-warning">{DELIVERY_NOTES[invitation.delivery]}</p>
                    ) : null}
                  </div>
                </div>
              </td>
              <td className="p-3">{relationshipLabel(invitation.relationship) || '—'}</td>
              <td className="p-3">{roleLabel(invitation.role)}</td>
              <td className="p-3">
                <Badge tone={invitation.isExpired ? 'danger' : 'warning'}>
                  {invitation.isExpired ? 'Expired' : 'Pending'}
                </Badge>
              </td>
              <td className="p-3">—</td>
              {hasActions ? (
                <td className="p-3">
                  {can.invite ? <InvitationActions lovedOneId={lovedOneId} invitation={invitation} /> : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
