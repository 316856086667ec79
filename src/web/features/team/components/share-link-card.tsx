import { Copy, RotateCcw } from 'lucide-react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useChangeJoinLink, useJoinLink } from '../api/join-link.ts';
import { copyLink } from './copy-text.ts';

/** The admin's quick share link: anyone following it can ask to join; the admin approves each request. */
export function ShareLinkCard({ lovedOneId }: { lovedOneId: string }) {
  const link = useJoinLink(lovedOneId, true);
  const change = useChangeJoinLink(lovedOneId);
  const run = (input: { reset: true } | { enabled: boolean }) =>
    change.mutate(input, { onError: (error) => toast.error(messageOf(error)) });

  return (
    <Card className="flex flex-col gap-3">
      <div>
        <CardTitle>Quick share link</CardTitle>
        <CardDescription>
          Anyone with this link can ask to join. You approve each request below before they see anything.
        </CardDescription>
      </div>
      {link.isPending ? <Spinner size="sm" /> : null}
      {link.isError ? <Alert tone="error">{messageOf(link.error)}</Alert> : null}
      {link.data ? (
        link.data.isEnabled ? (
          <>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                readOnly
                value={link.data.url}
                aria-label="Quick share link"
                className="font-mono text-sm"
              />
              <Button onClick={() => void copyLink(link.data.url)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                isLoading={change.isPending}
                onClick={() => run({ reset: true })}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                Reset link
              </Button>
              <Button variant="ghost" size="sm" onClick={() => run({ enabled: false })}>
                Turn link off
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted">The share link is off. Nobody can use it to ask to join.</p>
            <Button variant="outline" size="sm" onClick={() => run({ enabled: true })}>
              Turn link on
            </Button>
          </div>
        )
      ) : null}
    </Card>
  );
}
