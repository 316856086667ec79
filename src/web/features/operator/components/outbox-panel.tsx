import { useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { type MailStatus, useOutbox, useRetryMail } from '../api/operator-api.ts';
import {
  cellClasses,
  formatDateTime,
  headCellClasses,
  Pager,
  QueryState,
  TableScroller,
  tableClasses,
} from './console-parts.tsx';

const STATUS_LABELS: Record<MailStatus, string> = { pending: 'Pending', sent: 'Sent', failed: 'Failed' };
const STATUS_TONES = { pending: 'neutral', sent: 'success', failed: 'danger' } as const;

/** The mail outbox: what is waiting, sent or failed, with a retry for failed mail. Never the mail's body. */
export function OutboxPanel() {
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const outbox = useOutbox(status, page);
  const retry = useRetryMail();
  const counts = outbox.data?.counts;

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <CardTitle>Mail outbox</CardTitle>
        <CardDescription>
          Every e-mail Harbor sends goes through here; failed mail can be sent again.
        </CardDescription>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {(['', 'pending', 'sent', 'failed'] as const).map((value) => (
          <Button
            key={value || 'all'}
            size="sm"
            variant={status === value ? 'primary' : 'outline'}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {value ? `${STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}` : 'All'}
          </Button>
        ))}
      </fieldset>
      <QueryState query={outbox}>
        {outbox.data?.mails.length === 0 ? (
          <p className="text-muted">No mail here.</p>
        ) : (
          <TableScroller label="Mail">
            <table className={tableClasses}>
              <caption className="sr-only">Mail</caption>
              <thead>
                <tr>
                  {['To', 'Subject', 'Status', 'Attempts', 'Last error', 'Queued', 'Sent', ''].map(
                    (heading, index) => (
                      <th key={heading || index} scope="col" className={headCellClasses}>
                        {heading || <span className="sr-only">Actions</span>}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {outbox.data?.mails.map((mail) => (
                  <tr key={mail.id}>
                    <td className={`${cellClasses} break-all`}>{mail.to}</td>
                    <td className={cellClasses}>{mail.subject}</td>
                    <td className={cellClasses}>
                      <Badge tone={STATUS_TONES[mail.status]}>{STATUS_LABELS[mail.status]}</Badge>
                    </td>
                    <td className={`${cellClasses} tabular-nums`}>{mail.attempts}</td>
                    <td className={`${cellClasses} max-w-xs break-words`}>{mail.lastError ?? '—'}</td>
                    <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(mail.createdAt)}</td>
                    <td className={`${cellClasses} whitespace-nowrap`}>{formatDateTime(mail.sentAt)}</td>
                    <td className={cellClasses}>
                      {mail.status === 'failed' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          isLoading={retry.isPending && retry.variables === mail.id}
                          aria-label={`Retry mail to ${mail.to}: ${mail.subject}`}
                          onClick={() =>
                            retry.mutate(mail.id, {
                              onSuccess: () => toast.success('Mail queued again'),
                              onError: (error) =>
                                toast.error('Not retried', { description: messageOf(error) }),
                            })
                          }
                        >
                          Retry
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        {outbox.data ? (
          <Pager
            page={page}
            pageSize={outbox.data.pageSize}
            total={status ? (counts?.[status] ?? 0) : Object.values(counts ?? {}).reduce((a, b) => a + b, 0)}
            onPage={setPage}
          />
        ) : null}
      </QueryState>
    </Card>
  );
}
