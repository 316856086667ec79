import { useRef, useState } from 'react';
import { toast } from '#web/components/ui/toaster.tsx';

/**
 * Something heavy (a dialog with its form library) fetched the first time it is wanted, so a page's
 * first view does not carry it. `preload` on hover or focus makes the click feel immediate; `load`
 * resolves to it, or to null after telling the person it could not be fetched (offline, say).
 */
export function useOnDemand<Loaded>(fetchIt: () => Promise<Loaded>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoading, setLoading] = useState(false);
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
    try {
      const value = await fetchOnce();
      // A function (a component) must be wrapped, or React would call it as an updater.
      setLoaded(() => value);
      return value;
    } catch {
      toast.error("We couldn't open that just now. Please check your connection and try again.");
      return null;
    } finally {
      setLoading(false);
    }
  };

  return { loaded, isLoading, preload, load };
}
