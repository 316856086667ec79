import { useRef, useState } from 'react';

/** Said where something fetched on demand could not be fetched; shown in place, as toasts load on demand too. */
export const ON_DEMAND_FAILED = "We couldn't open that just now. Please check your connection and try again.";

/**
 * Something heavy (a dialog with its form library) fetched the first time it is wanted, so a page's
 * first view does not carry it. `preload` on hover or focus makes the click feel immediate; `load`
 * resolves to it, or to null with `failed` set when it could not be fetched (offline, say). The caller
 * says so in place: not in a toast, whose own code may not have been fetched either.
 */
export function useOnDemand<Loaded>(fetchIt: () => Promise<Loaded>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const pending = useRef<Promise<Loaded> | null>(null);

  const fetchOnce = () => {
    if (!pending.current) {
      const request = fetchIt();
      pending.current = request;
      // A failed fetch may succeed on the next try.
      request.catch(() => {
        pending.current = null;
      });
    }
    return pending.current;
  };
  // Ahead of a click; a failure here is reported by the click's own `load`.
  const preload = () => void fetchOnce().catch(() => {});

  const load = async (): Promise<Loaded | null> => {
    setLoading(true);
    setFailed(false);
    try {
      const value = await fetchOnce();
      // A function (a component) must be wrapped, or React would call it as an updater.
      setLoaded(() => value);
      return value;
    } catch {
      setFailed(true);
      return null;
    } finally {
      setLoading(false);
    }
  };

  return { loaded, isLoading, failed, preload, load };
}
