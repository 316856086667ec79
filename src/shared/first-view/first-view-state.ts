import { jsonDataBlock } from '../json-data-block.ts';

/**
 * What the server puts in a signed-in page so the app can draw its first view without asking again:
 * the person's session and, on the dashboard, the dashboard's own answer (decision 049). Only the page
 * of the session's owner carries it, and the page is never stored by any cache.
 */
export const FIRST_VIEW_ELEMENT_ID = 'harbor-first-view';

export type SignedInSession = {
  user: {
    id: string;
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    emailVerified: boolean;
    image: string | null;
  };
  /** The session's id and expiry only: its token stays in the HttpOnly cookie. */
  session: { id: string; expiresAt: string };
};

export type FirstViewState = {
  session: SignedInSession;
  /** The answer of GET /api/dashboard for `lovedOneId` in `timeZone`, or null on other pages. */
  dashboard: { lovedOneId: string | null; timeZone: string; data: unknown } | null;
};

/** The state as the data block the page carries. */
export const firstViewElement = (state: FirstViewState) => jsonDataBlock(FIRST_VIEW_ELEMENT_ID, state);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state in the element's text, or null when there is none or it is not one (then the app asks). */
export function readFirstViewState(text: string | null | undefined): FirstViewState | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value) || !isObject(value.session)) return null;
  const { user, session } = value.session;
  if (!isObject(user) || typeof user.id !== 'string' || !isObject(session)) return null;
  if (typeof session.expiresAt !== 'string') return null;
  const { dashboard } = value;
  const isDashboard =
    isObject(dashboard) &&
    typeof dashboard.timeZone === 'string' &&
    (dashboard.lovedOneId === null || typeof dashboard.lovedOneId === 'string') &&
    isObject(dashboard.data);
  return {
    session: value.session as SignedInSession,
    dashboard: isDashboard ? (dashboard as FirstViewState['dashboard']) : null,
  };
}
