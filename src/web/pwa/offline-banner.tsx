import { CloudOff } from 'lucide-react';
import { useIsOnline } from './online-status.ts';
import { useTickQueue } from './queued-ticks-store.ts';

const OFFLINE_BANNER_TEXT = "You're offline — changes will wait";

/** A quiet line under the header while there is no connection; ticks made meanwhile are counted. */
export function OfflineBanner({ userId }: { userId: string | null }) {
  const isOnline = useIsOnline();
  const queue = useTickQueue();
  const waiting = userId ? queue.filter((tick) => tick.userId === userId).length : 0;
  return (
    // The status region stays in the page, so screen readers announce the line when it appears.
    <div role="status" className="empty:hidden border-b border-border bg-surface-muted">
      {isOnline ? null : (
        <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">{OFFLINE_BANNER_TEXT}</span>
            {waiting > 0 ? (
              <span className="text-muted">
                {' '}
                · {waiting === 1 ? '1 change is' : `${waiting} changes are`} kept on this device and will be
                sent when you're back online.
              </span>
            ) : null}
          </span>
        </p>
      )}
    </div>
  );
}
