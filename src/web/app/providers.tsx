import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { ThemeProvider } from './theme.tsx';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal (404, 403, 422) will not change on retry; a dropped connection might.
      retry: (failureCount, error) =>
        failureCount < 2 && (!(error instanceof ApiError) || error.status >= 500 || error.status === 0),
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
