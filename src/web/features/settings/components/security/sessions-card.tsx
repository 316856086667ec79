import { format, formatDistanceToNowStrict } from 'date-fns';
import { Laptop, Smartphone } from 'lucide-react';
import { useRef } from 'react';
import { DISPLAY_DATE } from '#shared/dates/display-formats.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { WhenLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../../api/account-security.ts';

const HOUR_MS = 60 * 60 * 1000;
const PHONES = new Set(['iPhone', 'Android']);

/** A session's last activity is recorded at most hourly, so nothing finer than that is claimed. */
function lastSeen(iso: string, now = Date.now()) {
  const at = new Date(iso).getTime();
  if (now - at < HOUR_MS) return 'Active in the last hour';
  return `Last active ${formatDistanceToNowStrict(at)} ago`;
}

export function SessionsCard() {
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  // The button pressed goes with its device: the keyboard goes on from the card's heading, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);

  const onSignOutOne = async (id: string, label: string) => {
    try {
      await signOutOne.mutateAsync(id);
      toast.success(`Signed out of ${label}`);
      heading.current?.focus();
    } catch (error) {
      toast.error('Could not sign out that device', { description: messageOf(error) });
    }
  };

  const onSignOutOthers = async () => {
    try {
      const { signedOut } = await signOutOthers.mutateAsync();
      toast.success(
        signedOut === 1 ? 'Signed out of 1 other device' : `Signed out of ${signedOut} other devices`,
      );
      heading.current?.focus();
    } catch (error) {
      toast.error('Could not sign out your other devices', { description: messageOf(error) });
    }
  };

  return (
    <Card aria-labelledby="sessions-heading" className="flex flex-col gap-4">
      <div>
        <CardTitle id="sessions-heading" ref={heading} tabIndex={-1}>
          Where you’re signed in
        </CardTitle>
        <CardDescription>
          If you see a device you don’t recognise, sign it out and change your password.
        </CardDescription>
      </div>
      <WhenLoaded
        query={sessions}
        failedTitle="We couldn’t load where you’re signed in"
        loadingLabel="Loading your devices"
      >
        {({ sessions: list }) => (
          <>
            <ul className="flex flex-col divide-y divide-border" aria-label="Signed-in devices">
              {list.map((session) => {
                const Icon = PHONES.has(session.device.system ?? '') ? Smartphone : Laptop;
                return (
                  <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
                    <Icon aria-hidden="true" className="size-6 shrink-0 text-muted" />
                    <div className="min-w-0 flex-1">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {session.device.label}
                        {session.isCurrent ? <Badge tone="primary">This device</Badge> : null}
                      </p>
                      <p className="text-sm text-muted">
                        {session.isCurrent ? 'Active now' : lastSeen(session.lastSeenAt)} · Signed in{' '}
                        {format(new Date(session.signedInAt), DISPLAY_DATE)}
                      </p>
                    </div>
                    {session.isCurrent ? null : (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Sign out ${session.device.label}`}
                        isLoading={signOutOne.isPending && signOutOne.variables === session.id}
                        onClick={() => onSignOutOne(session.id, session.device.label)}
                      >
                        Sign out
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {list.some((session) => !session.isCurrent) ? (
              <Button
                variant="outline"
                className="self-start"
                isLoading={signOutOthers.isPending}
                onClick={onSignOutOthers}
              >
                Sign out of all other devices
              </Button>
            ) : (
              <p className="text-muted">You’re not signed in anywhere else.</p>
            )}
          </>
        )}
      </WhenLoaded>
    </Card>
  );
}
