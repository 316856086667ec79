import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Sent = { url: string; body: { events: { name: string }[] }; credentials?: string };

function browser(privacy: { doNotTrack?: string; globalPrivacyControl?: boolean }) {
  const sent: Sent[] = [];
  vi.stubGlobal('navigator', { doNotTrack: privacy.doNotTrack ?? null, ...privacy });
  vi.stubGlobal('window', { addEventListener: () => {} });
  vi.stubGlobal('document', { addEventListener: () => {}, visibilityState: 'visible' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)), credentials: init.credentials });
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

// A fresh module per test: the queue lives in the module.
const loadTrack = async () => {
  vi.resetModules();
  return import('./track.ts');
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('track', () => {
  it('sends queued events together in one batch, without cookies', async () => {
    const sent = browser({});
    const { track } = await loadTrack();
    track({ name: 'waitlist_opened' });
    track({ name: 'waitlist_submitted' });
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/analytics/events');
    expect(sent[0]!.credentials).toBe('omit');
    expect(sent[0]!.body.events.map((event) => event.name)).toEqual([
      'waitlist_opened',
      'waitlist_submitted',
    ]);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing at all when the browser asks for %s', async (_label, privacy) => {
    const sent = browser(privacy);
    const { track, isTrackingAllowed } = await loadTrack();
    expect(isTrackingAllowed()).toBe(false);
    track({ name: 'waitlist_opened' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([]);
  });
});
