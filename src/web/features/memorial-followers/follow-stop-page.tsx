import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { useStopFollowing, useStopLink } from './api/stop-following.ts';
import { memorialPageNamed } from './memorial-page-named.ts';

const isBadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The page a follower's "stop" link opens, signed in or not. Opening it changes nothing (mail scanners
 * follow links); the button does. Mail apps stop with one click at the same address (RFC 8058).
 */
export function FollowStopPage() {
  const { token = '' } = useParams();
  const link = useStopLink(token);
  const stop = useStopFollowing(token);

  let body: ReactNode;
  if (link.isPending) {
    body = <LoadingState />;
  } else if (link.isError) {
    body = (
      <Alert tone="warning">
        {isBadLink(link.error) ? FOLLOW_MESSAGES.stopLinkInvalid : messageOf(link.error)}
      </Alert>
    );
  } else if (stop.isSuccess) {
    body = (
      <Alert tone="success">
        <p>You will not get any more e-mails about {memorialPageNamed(stop.data.name)}.</p>
      </Alert>
    );
  } else if (!link.data.following) {
    body = (
      <Alert tone="info">
        <p>
          You no longer follow {memorialPageNamed(link.data.name)}, so there is nothing more to do. No more
          e-mails about it will come.
        </p>
      </Alert>
    );
  } else {
    body = (
      <Card className="flex flex-col gap-4">
        <p className="text-lg">Stop e-mails about {memorialPageNamed(link.data.name)}?</p>
        <p className="text-muted">
          Your address will be forgotten. You can follow the page again at any time.
        </p>
        {stop.isError ? (
          <Alert tone="error">
            {isBadLink(stop.error)
              ? FOLLOW_MESSAGES.stopLinkInvalid
              : `${FOLLOW_MESSAGES.stopFailed} ${messageOf(stop.error)}`}
          </Alert>
        ) : null}
        <Button className="self-start" isLoading={stop.isPending} onClick={() => stop.mutate()}>
          Stop e-mails
        </Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>Stop e-mails · Harbor</title>
      <PageHeading title="Stop e-mails" />
      {body}
    </div>
  );
}
