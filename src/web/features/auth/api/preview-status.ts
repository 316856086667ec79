import { useEffect, useState } from 'react';

type PreviewStatus = { required: boolean; granted: boolean };

/**
 * Whether this browser still needs the private preview's passcode to sign up (GET /api/preview/status),
 * or null while unknown: then nothing is said, and the sign-up's own answer still explains.
 */
export function useNeedsPreviewPasscode(): boolean | null {
  const [needs, setNeeds] = useState<boolean | null>(null);
  useEffect(() => {
    let isCurrent = true;
    fetch('/api/preview/status', { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<PreviewStatus>) : null))
      .then((status) => {
        if (isCurrent && status) setNeeds(status.required && !status.granted);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return needs;
}
