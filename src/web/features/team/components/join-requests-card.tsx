import { format } from 'date-fns';
import { useRef } from 'react';
import { DISPLAY_DATE } from '#shared/dates/display-formats.ts';
import { TEAM_MESSAGES } from '#shared/team/team.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import type { JoinRequest } from '../api/get-team.ts';
import { decideJoinRequest, useTeamMutation } from '../api/manage-team.ts';
import { PersonAvatar } from './person-avatar.tsx';

/**
 * People who followed the share link and are waiting for the admin's answer. An answered request's
 * row goes, with the button pressed: the keyboard goes on from the card's heading, and the card stays
 * (saying all are answered) once the last one is, rather than leaving the keyboard nowhere.
 */
export function JoinRequestsCard({ lovedOneId, requests }: { lovedOneId: string; requests: JoinRequest[] }) {
  const decide = useTeamMutation(lovedOneId, (input: { id: string; decision: 'approve' | 'decline' }) =>
    decideJoinRequest(lovedOneId, input.id, input.decision),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // Once an answer is sent the card stays, so it is there when the list comes back without the row.
  if (requests.length === 0 && decide.isIdle) return null;
  // The answer being sent: its button says so and will not send it twice, and the other waits.
  const isAnswering = (id: string, decision: 'approve' | 'decline') =>
    decide.isPending && decide.variables?.id === id && decide.variables.decision === decision;
  const answer = (id: string, decision: 'approve' | 'decline') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => {
          toast.success(
            decision === 'approve' ? TEAM_MESSAGES.requestApproved : TEAM_MESSAGES.requestDeclined,
          );
          heading.current?.focus();
        },
        onError: (error) => toast.error(messageOf(error)),
      },
    );
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle ref={heading} tabIndex={-1}>
        Requests to join
      </CardTitle>
      {requests.length === 0 ? (
        <p className="text-muted">Everyone who asked has had an answer.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-center gap-3 py-3">
              <PersonAvatar name={request.name} avatarUrl={request.avatarUrl} />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{request.name || request.email}</p>
                <p className="truncate text-sm text-muted">
                  {request.email} · asked {format(new Date(request.createdAt), DISPLAY_DATE)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  isLoading={isAnswering(request.id, 'approve')}
                  disabled={isAnswering(request.id, 'decline')}
                  onClick={() => answer(request.id, 'approve')}
                  aria-label={`Approve ${request.name}`}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  isLoading={isAnswering(request.id, 'decline')}
                  disabled={isAnswering(request.id, 'approve')}
                  onClick={() => answer(request.id, 'decline')}
                  aria-label={`Decline ${request.name}`}
                >
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
