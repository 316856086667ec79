import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Fragment } from 'react';
import { SHORT_DATE_TIME } from '#shared/dates/display-formats.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { api, messageOf, unwrap } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Mail bodies are plain text; links become anchors, nothing else is interpreted. */
function TextWithLinks({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function DevMailboxPage() {
  const mailbox = useQuery({
    queryKey: queryKeys.devMailbox.all,
    queryFn: () => unwrap(api.dev.mailbox.$get()),
    refetchInterval: 3000,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <title>Dev mailbox · Harbor</title>
      <PageHeading
        title="Dev mailbox"
        subtitle="Mail Harbor would have sent. Only available outside production."
      />
      {mailbox.isPending ? <LoadingState /> : null}
      {mailbox.isError ? <Alert tone="error">{messageOf(mailbox.error)}</Alert> : null}
      {mailbox.data?.mails.length === 0 ? <p className="text-muted">No mail yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {mailbox.data?.mails.map((mail) => (
          <li key={mail.id}>
            <Card aria-label={mail.subject}>
              <h2 className="font-semibold">{mail.subject}</h2>
              <p className="mb-3 text-sm text-muted">
                To {mail.to} · {format(new Date(mail.createdAt), SHORT_DATE_TIME)} · {mail.status}
              </p>
              <p className="whitespace-pre-wrap">
                <TextWithLinks text={mail.text} />
              </p>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
