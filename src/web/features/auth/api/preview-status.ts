import { useEffect, useState } from 'react';
import { fetchPreviewStatus } from '#web/features/entry/api/fetch-preview-status.ts';

/**
 * Whether this browser still needs the private preview's passcode to sign up, or null while unknown:
 * then nothing is said, and the sign-up's own answer still explains. A plain request, not a query: the
 * sign-in page's island runs without TanStack Query (decision 047).
 */
export function useNeedsPreviewPasscode(): boolean | null {
  const [needs, setNeeds] = useState<boolean | null>(null);
  useEffect(() => {
    let isCurrent = true;
    fetchPreviewStatus().then(
      (status) => {
        if (isCurrent) setNeeds(status.required && !status.granted);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return needs;
}
