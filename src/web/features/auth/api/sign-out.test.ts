import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#web/lib/query-keys.ts';
import { signOut } from './sign-out.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const QUEUED_TICK = JSON.stringify([{ userId: 'u1', taskId: 't1', completed: true, sending: false }]);

function signedInDevice() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.session.all, { user: { id: 'u1' } });
  queryClient.setQueryData(queryKeys.dashboard.detail(null), { lovedOnes: ['Eleanor Hart'] });
  sessionStorage.setItem('csrf', 'token');
  localStorage.setItem('harbor-queued-ticks', QUEUED_TICK);
  localStorage.setItem('harbor.journal-draft.u1.new', JSON.stringify({ title: '', body: 'Unsaved words' }));
  // Not the person's: a waitlist sign-up waiting to be sent stays.
  localStorage.setItem('harbor-waitlist-pending', '[]');
  return queryClient;
}

describe('signOut', () => {
  let events: string[];
  beforeEach(() => {
    events = [];
    vi.stubGlobal('window', {});
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  const server = (answer: () => Promise<Response>) =>
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        events.push(`${init.method} ${url}`);
        return answer();
      }),
    );

  it.each([
    ['the server ends the session', () => Promise.resolve(Response.json({ success: true }))],
    [
      "the server answers 'Session not found'",
      () =>
        Promise.resolve(
          Response.json({ code: 'SESSION_NOT_FOUND', message: 'Session not found' }, { status: 400 }),
        ),
    ],
    ['the server fails', () => Promise.resolve(new Response('', { status: 500 }))],
    ['there is no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s, the device still forgets the person and leaves', async (_case, answer) => {
    server(answer);
    const queryClient = signedInDevice();

    await signOut(queryClient, () => {
      events.push(`leave with session ${JSON.stringify(queryClient.getQueryData(queryKeys.session.all))}`);
    });

    expect(events).toEqual(['POST /api/auth/sign-out', 'leave with session null']);
    expect(queryClient.getQueryData(queryKeys.dashboard.detail(null))).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('harbor-queued-ticks')).toBeNull();
    expect(localStorage.getItem('harbor.journal-draft.u1.new')).toBeNull();
    expect(localStorage.getItem('harbor-waitlist-pending')).toBe('[]');
  });

  it('asks the server before it forgets anything, while the session cookie still means someone', async () => {
    let cachedWhileAsking: unknown;
    const queryClient = signedInDevice();
    server(() => {
      cachedWhileAsking = queryClient.getQueryData(queryKeys.session.all);
      return Promise.resolve(Response.json({ success: true }));
    });
    await signOut(queryClient, () => {});
    expect(cachedWhileAsking).toEqual({ user: { id: 'u1' } });
  });
});
