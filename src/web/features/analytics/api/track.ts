import type { ClientAnalyticsEvent } from '#shared/analytics/analytics-events.ts';
import { ANALYTICS_BATCH_MAX } from '#shared/analytics/analytics-limits.ts';

/**
 * Harbor's own analytics, in one place: events wait a moment and go to /api/analytics/events in a
 * batch (navigator.sendBeacon when the page is being left). No cookie, no id, no third party; a browser
 * sending Do Not Track or Global Privacy Control sends nothing at all. Best effort: counting must never
 * get in anyone's way, so every failure is ignored.
 */

const ENDPOINT = '/api/analytics/events';
const FLUSH_DELAY_MS = 2_000;

type PrivacyNavigator = Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };

export function isTrackingAllowed(): boolean {
  if (typeof navigator === 'undefined') return false;
  const nav = navigator as PrivacyNavigator;
  const doNotTrack = nav.doNotTrack ?? nav.msDoNotTrack ?? (window as { doNotTrack?: string }).doNotTrack;
  return !(doNotTrack === '1' || doNotTrack === 'yes' || nav.globalPrivacyControl === true);
}

const queue: ClientAnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function send(events: ClientAnalyticsEvent[], isLeaving: boolean) {
  const body = JSON.stringify({ events });
  try {
    if (isLeaving && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    void fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'omit',
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Nothing to do: an event is not worth an error.
  }
}

export function flushAnalytics(isLeaving = false): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, ANALYTICS_BATCH_MAX), isLeaving);
}

let isListening = false;
function listenForLeaving() {
  if (isListening) return;
  isListening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics(true);
  });
  window.addEventListener('pagehide', () => flushAnalytics(true));
}

/** Records one event (see src/shared/analytics/analytics-events.ts for what each may carry). */
export function track(event: ClientAnalyticsEvent): void {
  if (!isTrackingAllowed()) return;
  listenForLeaving();
  queue.push(event);
  if (queue.length >= ANALYTICS_BATCH_MAX) flushAnalytics();
  else timer ??= setTimeout(() => flushAnalytics(), FLUSH_DELAY_MS);
}
