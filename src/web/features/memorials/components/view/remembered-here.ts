import type { RemembranceKind } from '#shared/memorials/remembrances.ts';
import { randomUuid } from '#web/lib/random-uuid.ts';

/**
 * What this browser remembers of candles and flowers: a random id sent with each (the server counts one
 * of each per id a day), and which it already lit on which page today, so the button says so. Nothing
 * here identifies anyone. Storage may be refused (private windows): then every visit starts afresh.
 */
const VISITOR_KEY = 'harbor.visitor-id';
const litKey = (memorialId: string) => `harbor.remembered.${memorialId}`;

const today = () => new Date().toLocaleDateString('en-CA');

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A browser that keeps nothing still counts once a day on the server's side.
  }
}

export function visitorId(): string {
  const kept = read(VISITOR_KEY);
  if (kept) return kept;
  const made = randomUuid();
  write(VISITOR_KEY, made);
  return made;
}

type LitToday = { day: string; kinds: RemembranceKind[] };

export function kindsLitToday(memorialId: string): RemembranceKind[] {
  try {
    const lit = JSON.parse(read(litKey(memorialId)) ?? 'null') as LitToday | null;
    return lit?.day === today() && Array.isArray(lit.kinds) ? lit.kinds : [];
  } catch {
    return [];
  }
}

export function noteLitToday(memorialId: string, kind: RemembranceKind) {
  const kinds = [...new Set([...kindsLitToday(memorialId), kind])];
  write(litKey(memorialId), JSON.stringify({ day: today(), kinds } satisfies LitToday));
}
