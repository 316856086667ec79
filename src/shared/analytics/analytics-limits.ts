// Apart from analytics-events.ts's zod schemas, so the browser's sender (track.ts) does not bring zod
// into pages that otherwise do without it (the public memorial page, decision 017).

export const ANALYTICS_BATCH_MAX = 20;
