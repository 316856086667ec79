import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { MemorialPageData } from '../../api/get-memorial-page.ts';
import { SLIDESHOW_STEP_MS, swipeStep, wrapIndex } from './photo-lightbox-steps.ts';

type GalleryPhoto = MemorialPageData['photos'][number];

type PhotoLightboxProps = {
  photos: GalleryPhoto[];
  startIndex: number;
  /** Called once the dialog has closed, with the photo it showed last. */
  onClose: (shownIndex: number) => void;
};

const STEP_BUTTON = 'size-12 shrink-0 rounded-full';
const ARROW_STEPS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The gallery's photos one at a time, large, in the browser's own modal <dialog>: it keeps focus inside,
 * makes the page behind inert and closes on Escape, with no library in the public page's small bundle.
 * Arrow keys, the buttons and a swipe move through the photos; the slideshow runs only when asked.
 */
export function PhotoLightbox({ photos, startIndex, onClose }: PhotoLightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState(startIndex);
  const [isPlaying, setPlaying] = useState(false);
  const count = photos.length;
  const shown = Math.min(index, count - 1);
  const photo = photos[shown];

  useEffect(() => {
    const element = dialog.current;
    // React's development mode runs this twice: the second time the dialog is already open.
    if (!element || element.open) return;
    element.showModal();
    // Browsers have differed on what showModal() focuses (the first control, or the dialog itself).
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => setIndex((at) => wrapIndex(at, 1, count)), SLIDESHOW_STEP_MS);
    return () => clearInterval(timer);
  }, [isPlaying, count]);

  // The next photo downloads while this one is looked at, so a slideshow or a swipe shows it at once.
  const nextUrl = photos[wrapIndex(shown, 1, count)]?.webUrl;
  useEffect(() => {
    if (!nextUrl) return;
    const preload = new Image();
    preload.src = nextUrl;
  }, [nextUrl]);

  if (!photo) return null;

  // Someone choosing a photo themselves has taken over from the slideshow.
  const move = (step: number) => {
    if (step === 0) return;
    setPlaying(false);
    setIndex(wrapIndex(shown, step, count));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = ARROW_STEPS[event.key];
    // Alt+Left is the browser's Back, not a photo.
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    move(step);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from) move(swipeStep(event.clientX - from.x, event.clientY - from.y));
  };
  const hasSeveral = count > 1;

  return (
    <dialog
      ref={dialog}
      aria-label="Photos"
      onClose={() => onClose(shown)}
      onKeyDown={onKeyDown}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-4xl overflow-y-auto rounded-2xl border border-border bg-surface p-0 text-foreground shadow-xl backdrop:bg-black/80"
    >
      <div className="flex items-center justify-between gap-2 py-1 ps-4 pe-1">
        {/* Quiet while the slideshow runs: a new announcement every few seconds would drown the page. */}
        <p aria-live={isPlaying ? 'off' : 'polite'} aria-atomic="true" className="text-sm text-muted">
          Photo {shown + 1} of {count}
        </p>
        <button
          ref={closeButton}
          type="button"
          aria-label="Close"
          onClick={() => dialog.current?.close()}
          className="inline-flex size-12 items-center justify-center rounded-lg text-muted hover:bg-surface-muted"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <figure className="flex flex-col">
        <div
          className="flex touch-pan-y touch-pinch-zoom select-none justify-center bg-[var(--m-tint)]"
          onPointerDown={(event) => {
            swipeFrom.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeFrom.current = null;
          }}
        >
          <img
            // A new element for each photo, so its fade starts again; reduced motion has none (styles.css).
            key={photo.id}
            src={photo.webUrl}
            alt={photo.caption ?? `Photo shared by ${photo.uploadedByName}`}
            draggable={false}
            className="max-h-[65dvh] w-auto max-w-full object-contain transition-opacity duration-300 starting:opacity-0"
          />
        </div>
        <figcaption className="flex flex-col gap-1 px-4 pt-3 pb-4">
          {photo.caption ? <span className="break-words text-lg">{photo.caption}</span> : null}
          <span className="text-sm text-muted">Shared by {photo.uploadedByName}</span>
        </figcaption>
      </figure>
      {hasSeveral ? (
        <div className="flex items-center justify-center gap-3 px-4 pb-4">
          <Button
            variant="outline"
            size="icon"
            className={STEP_BUTTON}
            aria-label="Previous photo"
            onClick={() => move(-1)}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </Button>
          <Button variant="outline" className="min-h-12" onClick={() => setPlaying((playing) => !playing)}>
            {isPlaying ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
            {isPlaying ? 'Pause slideshow' : 'Play slideshow'}
          </Button>
          <Button
            variant="outline"
            size="icon"
            className={STEP_BUTTON}
            aria-label="Next photo"
            onClick={() => move(1)}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
