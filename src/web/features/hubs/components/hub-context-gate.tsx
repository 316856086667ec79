import { type ReactNode, useEffect, useRef } from 'react';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import type { HubMessages } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { isDeliveryFailure, messageOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { OfflineNotice } from '#web/pwa/offline-notice.tsx';
import { isSurelyOffline, useWaitsForConnection } from '#web/pwa/online-status.ts';
import { useHubContext } from '../api/get-hub-context.ts';

const HUB_OFFLINE =
  "This page will open when you're connected again. Meanwhile your checklist is kept on this device: it opens from the dashboard, and anything you tick there is sent once you're back online.";

type HubContextGateProps = {
  lovedOneId: string;
  messages: HubMessages;
  children: (context: HubContext) => ReactNode;
};

/**
 * 'Loading...' until the loved one arrives; if it cannot be loaded (or is not the user's to see),
 * the spec's toast plus a calm message that stays on screen with a way to try again. Offline it is
 * no error: the hub waits for the connection (the loved one is not kept on the device) and says so.
 */
export function HubContextGate({ lovedOneId, messages, children }: HubContextGateProps) {
  const query = useHubContext(lovedOneId);
  const hasLoaded = query.data !== undefined;
  const isWaitingForConnection = useWaitsForConnection(queryKeys.hubs.context(lovedOneId), hasLoaded);
  const { isError, errorUpdatedAt } = query;
  // The loved one whose failed load the toast has told of, and whether the person has since asked again.
  const toldOf = useRef<string | null>(null);
  const askedAgain = useRef(false);
  const tryAgain = () => {
    askedAgain.current = true;
    void query.refetch();
  };

  useEffect(() => {
    // Once when the hub fails to open, and again each time Try Again fails; the fixed id never stacks
    // copies. The browser asks again on its own (back to the tab, back online): failing again, the page
    // already says so, and a toast nobody asked for would only startle. A load that failed offline is
    // no error: the page says it waits, and asks again once back online. A failed refresh of a hub on
    // screen is not one either: the hub stays as it was.
    if (!isError || hasLoaded || errorUpdatedAt === 0 || isSurelyOffline()) return;
    if (toldOf.current === lovedOneId && !askedAgain.current) return;
    toldOf.current = lovedOneId;
    askedAgain.current = false;
    toast.error(messages.loadError, { id: `hub-load-error-${lovedOneId}` });
  }, [isError, hasLoaded, errorUpdatedAt, messages.loadError, lovedOneId]);

  if (isWaitingForConnection) {
    return (
      <OfflineNotice onRetry={() => void query.refetch()} isRetrying={query.isFetching}>
        <p>{HUB_OFFLINE}</p>
      </OfflineNotice>
    );
  }
  // A failed refresh keeps the hub on screen, with any form open on it and what was typed.
  if (query.data) return children(query.data);
  if (query.isPending) return <LoadingState label={messages.loading} isWholePage />;
  if (query.isError) {
    return (
      <section
        aria-labelledby="hub-load-error"
        className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-5"
      >
        <h2 id="hub-load-error" className="text-lg font-semibold">
          {messages.loadError}
        </h2>
        <p className="text-muted">
          {/* A refusal (not yours, gone) says itself; only a lost connection is the connection's. */}
          {isDeliveryFailure(query.error) ? HUB_LABELS.loadErrorHelp : messageOf(query.error)}
        </p>
        <Button variant="outline" onClick={tryAgain} isLoading={query.isFetching}>
          {HUB_LABELS.tryAgain}
        </Button>
      </section>
    );
  }
  return null;
}
