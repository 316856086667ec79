import { Download, Send } from 'lucide-react';
import { useState } from 'react';
import { countOf } from '#shared/text/plural.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useSendPasscode, useWaitlist, waitlistCsvHref } from '../api/operator-api.ts';
import {
  cellClasses,
  formatDateTime,
  headCellClasses,
  Pager,
  QueryState,
  TableScroller,
  tableClasses,
} from './console-parts.tsx';
import { SearchForm } from './search-form.tsx';

const people = (count: number) => countOf(count, 'person', 'people');

/** The waitlist: search, CSV export, and the pilot passcode to the people chosen. */
export function WaitlistPanel() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isConfirming, setConfirming] = useState(false);
  const waitlist = useWaitlist(q, page);
  const sendPasscode = useSendPasscode();
  const entries = waitlist.data?.entries ?? [];
  const isAllSelected = entries.length > 0 && entries.every((entry) => selected.has(entry.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const send = () =>
    sendPasscode.mutate([...selected], {
      onSuccess: ({ queued }) => {
        toast.success('Passcode on its way', { description: `Queued for ${people(queued)}.` });
        setSelected(new Set());
        setConfirming(false);
      },
      onError: (error) => toast.error('Passcode not sent', { description: messageOf(error) }),
    });

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Waitlist</CardTitle>
          <CardDescription>
            {waitlist.data
              ? `${people(waitlist.data.total)}${q ? ` matching “${q}”` : ''}.`
              : 'Everyone waiting for a place.'}
          </CardDescription>
        </div>
        <DownloadButton href={waitlistCsvHref(q)} fileName="harbor-waitlist.csv">
          <Download aria-hidden="true" className="size-4" /> Export CSV
        </DownloadButton>
      </div>
      <SearchForm
        label="Search by name or e-mail"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={selected.size === 0} onClick={() => setConfirming(true)}>
          <Send aria-hidden="true" className="size-4" /> Send pilot passcode
          {selected.size > 0 ? ` (${selected.size})` : ''}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {selected.size > 0 ? `${people(selected.size)} chosen` : 'Choose people to send the passcode to.'}
        </p>
      </div>
      <QueryState query={waitlist}>
        {entries.length === 0 ? (
          <p className="text-muted">
            {q ? 'Nobody on the waitlist matches that search.' : 'Nobody is on the waitlist yet.'}
          </p>
        ) : (
          <TableScroller label="Waitlist entries">
            <table className={tableClasses}>
              <caption className="sr-only">Waitlist entries</caption>
              <thead>
                <tr>
                  <th scope="col" className={headCellClasses}>
                    <input
                      type="checkbox"
                      className="size-5 accent-[var(--color-primary)]"
                      aria-label="Choose everyone on this page"
                      checked={isAllSelected}
                      onChange={() =>
                        setSelected((current) => {
                          const next = new Set(current);
                          for (const entry of entries) {
                            if (isAllSelected) next.delete(entry.id);
                            else next.add(entry.id);
                          }
                          return next;
                        })
                      }
                    />
                  </th>
                  <th scope="col" className={headCellClasses}>
                    Name
                  </th>
                  <th scope="col" className={headCellClasses}>
                    E-mail
                  </th>
                  <th scope="col" className={headCellClasses}>
                    Why interested
                  </th>
                  <th scope="col" className={headCellClasses}>
                    Joined
                  </th>
                  <th scope="col" className={headCellClasses}>
                    Passcode sent
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const name = `${entry.firstName} ${entry.lastName}`;
                  return (
                    <tr key={entry.id}>
                      <td className={cellClasses}>
                        <input
                          type="checkbox"
                          className="size-5 accent-[var(--color-primary)]"
                          aria-label={`Choose ${name}`}
                          checked={selected.has(entry.id)}
                          onChange={() => toggle(entry.id)}
                        />
                      </td>
                      <td className={cellClasses}>{name}</td>
                      <td className={`${cellClasses} break-all`}>{entry.email}</td>
                      <td className={`${cellClasses} max-w-xs whitespace-pre-wrap`}>
                        {entry.interestReason ?? '—'}
                      </td>
                      <td className={cellClasses}>{formatDateTime(entry.createdAt)}</td>
                      <td className={cellClasses}>{formatDateTime(entry.passcodeSentAt)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroller>
        )}
        {waitlist.data ? (
          <Pager page={page} pageSize={waitlist.data.pageSize} total={waitlist.data.total} onPage={setPage} />
        ) : null}
      </QueryState>
      <Dialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title="Send the pilot passcode?"
        description={`Harbor will e-mail the pilot passcode to ${people(selected.size)}, with how to use it.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={send} isLoading={sendPasscode.isPending}>
            Send passcode
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
