/** How long the slideshow shows each photo. */
export const SLIDESHOW_STEP_MS = 5_000;

/**
 * A swipe shorter than this is a tap or a wobble, not a request for another photo; a finger on a phone
 * drifts a few pixels even when held still.
 */
const SWIPE_MIN_PX = 50;

/** The photo `step` places from `index`, going round: after the last comes the first again. */
export const wrapIndex = (index: number, step: number, count: number) =>
  count > 0 ? (((index + step) % count) + count) % count : 0;

/**
 * Which way a finger's (or a mouse's) drag moves the photos: swiping left brings the next one, as on a
 * phone's own gallery. Mostly vertical drags are the page scrolling, so they move nothing.
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < SWIPE_MIN_PX || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
