import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { ThemeProvider } from '#web/lib/theme.tsx';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Ask even when the browser says it is offline: the service worker answers with the last copy it
      // kept (docs/decisions/023). Retries still wait for the connection.
      networkMode: 'offlineFirst',
      // Only a dropped connection or a briefly unavailable server may succeed on retry; a refusal or a
      // bug (4xx, 500) will not, and retrying it only keeps a person waiting for the error message.
      retry: (failureCount, error) =>
        failureCount < 2 && (!(error instanceof ApiError) || [0, 502, 503, 504].includes(error.status)),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
