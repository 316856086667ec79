import { useEffect } from 'react';
import { localTimeZone } from '#shared/dates/time-zones.ts';
import { api, unwrap } from '#web/lib/api-client.ts';
import { whenSettled } from '#web/lib/when-idle.ts';

// Once per person per page load is enough: the server keeps only the first zone it hears.
let sentFor: string | null = null;

/**
 * Tells the server the browser's time zone once someone is signed in, so their digest arrives in their
 * morning even if they never open the preferences. A zone they already have is left alone.
 */
export function useRememberTimeZone(userId: string | null) {
  useEffect(() => {
    if (!userId || sentFor === userId) return;
    sentFor = userId;
    // Once the page has settled: reading the zone is where a browser loads its date data, about 130 ms
    // of a phone's main thread, which would otherwise land in the middle of the first view.
    whenSettled(() =>
      unwrap(api.notifications['time-zone'].$post({ json: { timeZone: localTimeZone() } })).catch(() => {
        // Offline or refused: the next page load tries again.
        sentFor = null;
      }),
    );
  }, [userId]);
}
