import { format } from 'date-fns';
import { type ReactNode, useState } from 'react';
import { DISPLAY_DATE } from '#shared/dates/display-formats.ts';
import { INVITATION_MESSAGES, INVITATION_VALID_DAYS, relationshipLabel } from '#shared/team/invitation.ts';
import { fullName } from '#shared/team/person-name.ts';
import { roleLabel, TEAM_MESSAGES } from '#shared/team/team.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { PendingInvitation, Team, TeamMember } from '../api/get-team.ts';
import {
  copyInvitationLink,
  deleteInvitation,
  removeMember,
  resendInvitation,
  useHandOver,
  useTeamMutation,
} from '../api/manage-team.ts';
import { copyLink } from './copy-text.ts';
import { PersonAvatar } from './person-avatar.tsx';

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
  const [confirming, setConfirming] = useState<'delete' | 'newLink' | null>(null);
  const onOpenChange = (open: boolean) => {
    if (!open) setConfirming(null);
  };
  const name = fullName(invitation);
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
        onClick={() => setConfirming('newLink')}
      >
        Copy link
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Delete invitation to ${name}`}
        onClick={() => setConfirming('delete')}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirming === 'newLink'}
        onOpenChange={onOpenChange}
        title="Copy a new link?"
        description={`Only the newest link to an invitation works: the one sent to ${name} before will stop working, and the new one lasts ${INVITATION_VALID_DAYS} days.`}
        confirmLabel="Copy new link"
        confirmVariant="primary"
        isPending={link.isPending}
        onConfirm={() =>
          link.mutate(undefined, {
            onSuccess: ({ url }) => {
              setConfirming(null);
              void copyLink(url);
            },
            onError: (error) => toast.error(TEAM_MESSAGES.copyFailed, { description: messageOf(error) }),
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={onOpenChange}
        title="Delete invitation?"
        description={`The link sent to ${name} will stop working.`}
        confirmLabel="Delete invitation"
        isPending={remove.isPending}
        onConfirm={() =>
          // mutateAsync: the row (and this component) is gone once the table refetches.
          remove.mutateAsync(undefined).then(
            () => toast.success(INVITATION_MESSAGES.deleted),
            (error: unknown) =>
              toast.error(INVITATION_MESSAGES.deleteFailed, { description: messageOf(error) }),
          )
        }
      />
    </div>
  );
}

function MemberActions({
  lovedOneId,
  member,
  can,
}: {
  lovedOneId: string;
  member: TeamMember;
  can: Team['can'];
}) {
  const [confirming, setConfirming] = useState<'remove' | 'makeAdmin' | null>(null);
  const name = fullName(member);
  const remove = useTeamMutation(lovedOneId, () => removeMember(lovedOneId, member.userId));
  const handOver = useHandOver(lovedOneId, member.userId);
  const onOpenChange = (open: boolean) => {
    if (!open) setConfirming(null);
  };
  return (
    <div className="flex flex-wrap gap-1">
      {can.handOver ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Make ${name} admin`}
          onClick={() => setConfirming('makeAdmin')}
        >
          Make admin
        </Button>
      ) : null}
      {can.removeMember ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${name}`}
          onClick={() => setConfirming('remove')}
        >
          Remove
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming === 'makeAdmin'}
        onOpenChange={onOpenChange}
        title={`Make ${name} the admin?`}
        description={`${name} will manage this profile, the team’s invitations and the memorial page. You stay on the team as a support member, and everything the family has done stays as it is.`}
        confirmLabel="Make admin"
        confirmVariant="primary"
        isPending={handOver.isPending}
        onConfirm={() =>
          // mutateAsync: once the table refetches, the viewer is a member and these actions are gone.
          handOver.mutateAsync().then(
            () => toast.success(`${name} is now the admin`),
            (error) => toast.error(messageOf(error)),
          )
        }
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        onOpenChange={onOpenChange}
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
    </div>
  );
}

/** One person on the team, a member or an invitation, as both layouts show them. */
type TeamRow = {
  key: string;
  name: string;
  isYou: boolean;
  email: string | null;
  avatarUrl: string | null;
  note: string | null;
  relationship: string;
  role: string;
  status: ReactNode;
  joined: string;
  actions: ReactNode;
};

function rowsOf(team: Team, lovedOneId: string): TeamRow[] {
  const { can } = team;
  const members = team.members.map((member) => ({
    key: member.userId,
    name: fullName(member),
    isYou: member.isYou,
    email: member.email,
    avatarUrl: member.avatarUrl,
    note: null,
    relationship: relationshipLabel(member.relationship) || '—',
    role: roleLabel(member.role),
    status: <Badge tone="success">Accepted</Badge>,
    joined: dateOf(member.joinedAt),
    actions:
      member.role === 'admin' || !(can.removeMember || can.handOver) ? null : (
        <MemberActions lovedOneId={lovedOneId} member={member} can={can} />
      ),
  }));
  const invitations = team.invitations.map((invitation) => ({
    key: invitation.id,
    name: fullName(invitation),
    isYou: false,
    email: invitation.email,
    avatarUrl: null,
    note: (invitation.delivery && DELIVERY_NOTES[invitation.delivery]) || null,
    relationship: relationshipLabel(invitation.relationship) || '—',
    role: roleLabel(invitation.role),
    status: (
      <Badge tone={invitation.isExpired ? 'danger' : 'warning'}>
        {invitation.isExpired ? 'Expired' : 'Pending'}
      </Badge>
    ),
    joined: '—',
    actions: can.invite ? <InvitationActions lovedOneId={lovedOneId} invitation={invitation} /> : null,
  }));
  return [...members, ...invitations];
}

function Person({ row }: { row: TeamRow }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PersonAvatar name={row.name} avatarUrl={row.avatarUrl} />
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">
          {row.name}
          {row.isYou ? <span className="text-muted"> (you)</span> : null}
        </p>
        {row.email ? <p className="truncate text-sm text-muted">{row.email}</p> : null}
        {row.note ? <p className="text-sm text-warning">{row.note}</p> : null}
      </div>
    </div>
  );
}

/**
 * Members first (the admin at the top), then invitations still waiting, newest first: a table where
 * there is room for its six columns, and one card per person on a phone, where a table would hide its
 * actions off the side of the screen.
 */
export function TeamTable({ team, lovedOneId }: { team: Team; lovedOneId: string }) {
  const hasActions = team.can.removeMember || team.can.handOver || team.can.invite;
  const rows = rowsOf(team, lovedOneId);
  const caption = team.lovedOne.name
    ? `Family & friends team for ${team.lovedOne.name}`
    : 'Family & friends team';
  return (
    <>
      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
            <Person row={row} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Relationship</dt>
              <dd>{row.relationship}</dd>
              <dt className="text-muted">Role</dt>
              <dd>{row.role}</dd>
              <dt className="text-muted">Status</dt>
              <dd>{row.status}</dd>
              <dt className="text-muted">Joined</dt>
              <dd>{row.joined}</dd>
            </dl>
            {row.actions}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-surface md:block">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-sm text-muted">
            <tr>
              {['Name', 'Relationship', 'Role', 'Status', 'Joined', ...(hasActions ? ['Actions'] : [])].map(
                (heading) => (
                  <th key={heading} scope="col" className="p-3 font-medium">
                    {heading}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="max-w-64 p-3">
                  <Person row={row} />
                </td>
                <td className="p-3">{row.relationship}</td>
                <td className="p-3">{row.role}</td>
                <td className="p-3">{row.status}</td>
                <td className="p-3 whitespace-nowrap">{row.joined}</td>
                {hasActions ? <td className="p-3">{row.actions}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
