import { Download, Printer, Send } from 'lucide-react';
import { GUEST_LIST_WORDS } from '#shared/guest-list/guest-list-words.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { type GuestList, guestListCsvHref, useSendInvitations } from '../api/guest-list-api.ts';

const invitationsWord = (count: number) => (count === 1 ? '1 invitation' : `${count} invitations`);

/** Sending to everyone not invited yet, the export and the printout. */
export function SendInvitations({ list }: { list: GuestList }) {
  const send = useSendInvitations(list.memorial.id);
  const pending = list.guests.filter((guest) => guest.invitedAt === null).length;

  const sendAll = () =>
    send.mutate(null, {
      onSuccess: ({ sent, waiting }) =>
        toast.success(
          waiting > 0
            ? `Sent ${invitationsWord(sent)}. The other ${waiting} can be sent in an hour.`
            : `Sent ${invitationsWord(sent)}.`,
        ),
      onError: (error) => toast.error(messageOf(error)),
    });

  return (
    <Card className="guest-list-print-hide flex flex-col gap-3" aria-labelledby="guest-invitations-heading">
      <h2 id="guest-invitations-heading" className="text-lg font-semibold">
        {GUEST_LIST_WORDS.sendHeading}
      </h2>
      <p className="text-muted">{GUEST_LIST_WORDS.sendHint}</p>
      {list.memorial.isPublic ? null : <Alert tone="warning">{GUEST_LIST_WORDS.privatePage}</Alert>}
      {list.events.length === 0 ? <Alert>{GUEST_LIST_WORDS.noGatherings}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={sendAll}
          isLoading={send.isPending}
          disabled={pending === 0 || !list.memorial.isPublic}
        >
          <Send aria-hidden="true" className="size-5" />
          {pending > 0 ? `Send ${invitationsWord(pending)}` : 'Everyone is invited'}
        </Button>
        <DownloadButton href={guestListCsvHref(list.memorial.id)} fileName="guest-list.csv">
          <Download aria-hidden="true" className="size-5" />
          Export CSV
        </DownloadButton>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          Print
        </Button>
      </div>
    </Card>
  );
}
