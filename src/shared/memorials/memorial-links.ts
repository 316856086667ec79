/** A memorial page's address, as every screen, e-mail and QR code writes it. */
export const memorialPath = (slug: string) => `/memorial/${encodeURIComponent(slug)}`;

/** The query that opens the admin's page on its tributes, the held ones first (issue 22). */
const REVIEW_TRIBUTES_QUERY = { name: 'review', value: 'tributes' } as const;

/** One click from the e-mail or a notice to the tributes waiting for approval. */
export const heldTributesPath = (slug: string) =>
  `${memorialPath(slug)}?${REVIEW_TRIBUTES_QUERY.name}=${REVIEW_TRIBUTES_QUERY.value}`;

/** Whether an address's query asks for the tributes waiting for approval. */
export const asksForHeldTributes = (search: string) =>
  new URLSearchParams(search).get(REVIEW_TRIBUTES_QUERY.name) === REVIEW_TRIBUTES_QUERY.value;
