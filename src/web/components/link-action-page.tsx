import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { isDeliveryFailure } from '#web/lib/api-client.ts';
import { NotLoaded } from './when-loaded.tsx';

type Ask = {
  question: ReactNode;
  detail?: ReactNode;
  button: string;
  /** Said under the button. */
  aside?: ReactNode;
};

/**
 * The page an e-mail's one-purpose link opens (confirm, unsubscribe, stop), signed in or not. Opening
 * it changes nothing, because mail scanners follow links; only its one button does. Each page brings
 * its words; the states (loading, a bad link, the question, a failure, done) are the same everywhere.
 */
export function LinkActionPage<LinkData, Done>({
  title,
  link,
  action,
  describeLinkError,
  describeActionError,
  ask,
  settled,
  done,
}: {
  title: string;
  /** What the link is for, read without changing anything. */
  link: UseQueryResult<LinkData>;
  action: UseMutationResult<Done, Error, void>;
  describeLinkError: (error: Error) => string;
  describeActionError: (error: Error) => string;
  ask: (data: LinkData) => Ask;
  /** What to say when the link has nothing left to do (already confirmed, already stopped); null asks. */
  settled?: (data: LinkData) => ReactNode | null;
  done: (result: Done, data: LinkData) => ReactNode;
}) {
  let body: ReactNode;
  if (link.isPending) {
    body = <LoadingState />;
  } else if (link.isError && isDeliveryFailure(link.error)) {
    // No answer is not a bad link: Try again.
    body = <NotLoaded query={link} failedTitle="We couldn’t check this link" />;
  } else if (link.isError) {
    body = <Alert tone="warning">{describeLinkError(link.error)}</Alert>;
  } else if (action.isSuccess) {
    body = done(action.data, link.data);
  } else {
    const already = settled?.(link.data) ?? null;
    if (already) {
      body = already;
    } else {
      const { question, detail, button, aside } = ask(link.data);
      body = (
        <Card className="flex flex-col gap-4">
          <p className="text-lg">{question}</p>
          {detail ? <p className="text-muted">{detail}</p> : null}
          {action.isError ? <Alert tone="error">{describeActionError(action.error)}</Alert> : null}
          <Button className="self-start" isLoading={action.isPending} onClick={() => action.mutate()}>
            {button}
          </Button>
          {aside ? <p className="text-sm text-muted">{aside}</p> : null}
        </Card>
      );
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>{`${title} · Harbor`}</title>
      <PageHeading title={title} />
      {body}
    </div>
  );
}
