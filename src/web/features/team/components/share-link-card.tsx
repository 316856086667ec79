import { Copy, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { useChangeJoinLink, useJoinLink } from '../api/join-link.ts';
import { copyLink } from './copy-text.ts';

/** The admin's quick share link: anyone following it can ask to join; the admin approves each request. */
export function ShareLinkCard({ lovedOneId }: { lovedOneId: string }) {
  const link = useJoinLink(lovedOneId, true);
  const change = useChangeJoinLink(lovedOneId);
  const [isAskingReset, setAskingReset] = useState(false);
  // Turning the link off or on swaps the one button for the other: the keyboard goes on from the new one.
  const switches = useReturnFocus<'on' | 'off'>();
  const run = (input: { reset: true } | { enabled: boolean }) =>
    change.mutate(input, {
      onSuccess: () => {
        if ('enabled' in input) switches.returnTo(input.enabled ? 'off' : 'on');
      },
      onError: (error) => toast.error(messageOf(error)),
      onSettled: () => setAskingReset(false),
    });
  const isSending = (input: 'reset' | 'off' | 'on') =>
    change.isPending &&
    (input === 'reset'
      ? 'reset' in change.variables
      : 'enabled' in change.variables && change.variables.enabled === (input === 'on'));

  return (
    <Card className="flex flex-col gap-3">
      <div>
        <CardTitle>Quick share link</CardTitle>
        <CardDescription>
          Anyone with this link can ask to join. You approve each request below before they see anything.
        </CardDescription>
      </div>
      {link.data ? null : <NotLoaded query={link} failedTitle="We couldn’t load the share link" />}
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
              <Button variant="outline" size="sm" onClick={() => setAskingReset(true)}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Reset link
              </Button>
              <Button
                ref={switches.refFor('off')}
                variant="ghost"
                size="sm"
                isLoading={isSending('off')}
                onClick={() => run({ enabled: false })}
              >
                Turn link off
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-muted">The share link is off. Nobody can use it to ask to join.</p>
            <Button
              ref={switches.refFor('on')}
              variant="outline"
              size="sm"
              isLoading={isSending('on')}
              onClick={() => run({ enabled: true })}
            >
              Turn link on
            </Button>
          </div>
        )
      ) : null}
      <ConfirmDialog
        open={isAskingReset}
        onOpenChange={setAskingReset}
        title="Reset the share link?"
        description="The link you have shared stops working, and a new one takes its place. People already on the team stay, and requests already sent still wait for your answer."
        confirmLabel="Reset link"
        isPending={isSending('reset')}
        onConfirm={() => run({ reset: true })}
      />
    </Card>
  );
}
