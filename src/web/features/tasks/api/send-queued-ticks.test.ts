import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_COPY_HEADER } from '#shared/offline/offline-cache-policy.ts';
import { fetchNotingKeptCopies } from '#web/lib/kept-copies.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { refreshTaskViews } from './send-queued-ticks.ts';

/** Answers like the service worker just after a reconnect: its kept copy `keptAnswers` times, then the server. */
let keptAnswers = 0;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    const kept = keptAnswers > 0;
    if (kept) keptAnswers -= 1;
    response.setHeader('content-type', 'application/json');
    if (kept) response.setHeader(KEPT_COPY_HEADER, '1');
    response.end(JSON.stringify({ completed: kept ? 1 : 0 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dashboard`;
  vi.stubGlobal('navigator', { onLine: true });
});

beforeEach(() => {
  keptAnswers = 0;
});

afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});

/** A dashboard on screen: an observed query that reads through the app's fetch. */
function dashboardOnScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let reads = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey: [...queryKeys.dashboard.all, 'test'],
    queryFn: async () => {
      reads += 1;
      return (await (await fetchNotingKeptCopies(url)).json()) as { completed: number };
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  return { queryClient, observer, reads: () => reads, unsubscribe };
}

describe('refreshTaskViews', () => {
  it('asks again while the answers come from the kept copy, and stops at the server', async () => {
    const screen = dashboardOnScreen();
    await vi.waitFor(() => expect(screen.observer.getCurrentResult().data).toEqual({ completed: 0 }));

    keptAnswers = 2;
    await refreshTaskViews(screen.queryClient);

    expect(screen.reads()).toBe(4);
    expect(screen.observer.getCurrentResult().data).toEqual({ completed: 0 });
    screen.unsubscribe();
  });

  it('reads once when the server answers', async () => {
    const screen = dashboardOnScreen();
    await vi.waitFor(() => expect(screen.observer.getCurrentResult().data).toEqual({ completed: 0 }));

    await refreshTaskViews(screen.queryClient);

    expect(screen.reads()).toBe(2);
    screen.unsubscribe();
  });
});
