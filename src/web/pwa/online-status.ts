import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's own idea of the connection: true means surely offline; false may still be a bad line. */
export const isSurelyOffline = () => !navigator.onLine;

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isSurelyOffline(),
    () => true,
  );
}

/**
 * True while a screen's read (`queryKey`) has nothing to show because the browser is offline, so the
 * screen can say so instead of an error or a spinner that never ends (the same rule as the offline
 * banner). When the connection returns the read starts again from the beginning, its offline failure
 * forgotten: TanStack Query starts out believing the browser online, so it would not ask again by
 * itself for a read that failed on a page opened offline.
 */
export function useWaitsForConnection(queryKey: QueryKey, hasData: boolean): boolean {
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  const wasOnline = useRef(isOnline);
  useEffect(() => {
    const isBack = isOnline && !wasOnline.current;
    wasOnline.current = isOnline;
    if (isBack && !hasData) void queryClient.resetQueries({ queryKey, exact: true });
  }, [isOnline, hasData, queryClient, queryKey]);
  return !isOnline && !hasData;
}
