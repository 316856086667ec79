import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { ApiError, messageOf } from '#web/lib/api-client.ts';
import { useConfirmFollow, useFollowConfirmation } from './api/confirm-follow.ts';
import { memorialPageNamed } from './memorial-page-named.ts';

/** A link that is not ours, or has run out, says so gently; anything else (offline) says what happened. */
const isBadLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function Following({
  name,
  memorialPath,
  isNew,
}: {
  name: string;
  memorialPath: string | null;
  isNew: boolean;
}) {
  return (
    <Alert tone="success" className="flex flex-col gap-3">
      <p>
        {isNew ? 'You now follow' : 'You already follow'} {memorialPageNamed(name)}. We will write only about
        the page, and only the e-mails you chose.
      </p>
      {memorialPath ? (
        <p>
          {/* A plain link: a visitor gets the page as the server renders it. */}
          <a href={memorialPath} className="font-medium underline">
            Go to {memorialPageNamed(name)}
          </a>
        </p>
      ) : null}
      <p>Every e-mail has a link to stop them, whenever you wish.</p>
    </Alert>
  );
}

/**
 * The page the confirmation e-mail's link opens, signed in or not. Opening it changes nothing (mail
 * scanners follow links); the Confirm button does.
 */
export function FollowConfirmPage() {
  const { token = '' } = useParams();
  const link = useFollowConfirmation(token);
  const confirm = useConfirmFollow(token);

  let body: ReactNode;
  if (link.isPending) {
    body = <LoadingState />;
  } else if (link.isError) {
    body = (
      <Alert tone="warning">
        {isBadLink(link.error) ? FOLLOW_MESSAGES.confirmLinkInvalid : messageOf(link.error)}
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = <Following name={confirm.data.name} memorialPath={confirm.data.memorialPath} isNew />;
  } else if (link.data.confirmed) {
    body = <Following name={link.data.name} memorialPath={link.data.memorialPath} isNew={false} />;
  } else {
    body = (
      <Card className="flex flex-col gap-4">
        <p className="text-lg">Follow {memorialPageNamed(link.data.name)}?</p>
        <p className="text-muted">
          Press Confirm to start getting the e-mails you asked for. If you did not ask, you can close this
          page: nothing will be sent.
        </p>
        {confirm.isError ? (
          <Alert tone="error">
            {isBadLink(confirm.error)
              ? FOLLOW_MESSAGES.confirmLinkInvalid
              : `${FOLLOW_MESSAGES.confirmFailed} ${messageOf(confirm.error)}`}
          </Alert>
        ) : null}
        <Button className="self-start" isLoading={confirm.isPending} onClick={() => confirm.mutate()}>
          Confirm
        </Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>Follow a memorial page · Harbor</title>
      <PageHeading title="Follow a memorial page" />
      {body}
    </div>
  );
}
