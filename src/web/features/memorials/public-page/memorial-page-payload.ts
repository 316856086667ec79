import type { MemorialPageData } from '../api/get-memorial-page.ts';

/** What the server-rendered page hands its islands: the page as a visitor sees it, and the site's address. */
export type MemorialPagePayload = { view: MemorialPageData; origin: string };

/** The id of the `<script type="application/json">` that carries the payload. */
export const MEMORIAL_PAYLOAD_ID = 'memorial-page-data';
