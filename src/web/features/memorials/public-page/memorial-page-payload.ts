import type { MemorialPageData } from '../api/get-memorial-page.ts';

/** What the server-rendered page hands its islands: the page as a visitor sees it, and the site's address. */
export type MemorialPagePayload = { view: MemorialPageData; origin: string };

/** The id of the `<script type="application/json">` that carries the payload. */
const PAYLOAD_ELEMENT_ID = 'memorial-page-data';

/**
 * The payload as a script element. JSON is not HTML: `<` is escaped so no text a visitor wrote (a
 * tribute holding `</script>`) can end the element early; the JSON reads back unchanged.
 */
export const payloadScript = (payload: MemorialPagePayload) =>
  `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`;

export function readPayload(): MemorialPagePayload | null {
  const text = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as MemorialPagePayload) : null;
}
