import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NOTIFICATION_KIND_LABELS } from '#shared/notifications/unsubscribe.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useUnsubscribe, useUnsubscribeLink } from './api/unsubscribe.ts';

const settingsLink = (
  <Link to={paths.settings.getHref()} className="text-primary underline">
    Account Settings
  </Link>
);

/**
 * The page an e-mail's unsubscribe link opens, signed in or not. Opening it changes nothing (mail
 * scanners follow links); the button does.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);

  let body: ReactNode;
  if (link.isPending) {
    body = <LoadingState />;
  } else if (link.isError) {
    body = <Alert tone="warning">{messageOf(link.error)}</Alert>;
  } else {
    const label = NOTIFICATION_KIND_LABELS[link.data.kind];
    body = unsubscribe.isSuccess ? (
      <Alert tone="success">
        <p>
          You're unsubscribed. Harbor will not send you {label} any more. You can turn them back on in{' '}
          {settingsLink}.
        </p>
      </Alert>
    ) : (
      <Card className="flex flex-col gap-4">
        <p>Stop receiving {label}?</p>
        {unsubscribe.isError ? <Alert tone="error">{messageOf(unsubscribe.error)}</Alert> : null}
        <Button className="self-start" isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
        <p className="text-sm text-muted">You can choose everything Harbor sends you in {settingsLink}.</p>
      </Card>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>Unsubscribe · Harbor</title>
      <PageHeading title="Unsubscribe" />
      {body}
    </div>
  );
}
