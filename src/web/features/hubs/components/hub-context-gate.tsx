import { type ReactNode, useEffect } from 'react';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import type { HubMessages } from '#shared/hubs/types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useHubContext } from '../api/get-hub-context.ts';

type HubContextGateProps = {
  lovedOneId: string;
  messages: HubMessages;
  children: (context: HubContext) => ReactNode;
};

/**
 * 'Loading...' until the loved one arrives; if it cannot be loaded (or is not the user's to see),
 * the spec's toast plus a calm message that stays on screen with a way to try again.
 */
export function HubContextGate({ lovedOneId, messages, children }: HubContextGateProps) {
  const query = useHubContext(lovedOneId);
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    // Once per failed load (errorUpdatedAt changes with each); the fixed id never stacks copies.
    if (isError && errorUpdatedAt > 0)
      toast.error(messages.loadError, { id: `hub-load-error-${lovedOneId}` });
  }, [isError, errorUpdatedAt, messages.loadError, lovedOneId]);

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
        <p className="text-muted">{HUB_LABELS.loadErrorHelp}</p>
        <Button variant="outline" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          {HUB_LABELS.tryAgain}
        </Button>
      </section>
    );
  }
  return children(query.data);
}
