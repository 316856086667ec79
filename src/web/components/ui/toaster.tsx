import { useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';
import { useTheme } from '#web/lib/theme.tsx';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

// Sonner is fetched with the first toast rather than with every page (issue 20: about 10 KB of each
// first view). The toaster appears then too; sonner shows a toast made before its toaster was listening.
let sonner: Promise<Sonner> | null = null;
const toastersWaiting = new Set<() => void>();
const loadSonner = () => {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null; // the next toast tries again
    throw error;
  });
  return sonner;
};

/**
 * A refusal leaves its dialog open, and on a phone a toast at the bottom covered the dialog's own
 * buttons, its way out among them: over an open dialog it shows at the top. Other toasts follow a
 * dialog that is closing, so they stay at the bottom.
 */
const placedForRefusal = (options?: ExternalToast): ExternalToast | undefined =>
  document.querySelector('[role="dialog"], [role="alertdialog"]')
    ? { position: 'top-center', ...options }
    : options;

function show(call: (loaded: Sonner) => unknown) {
  const loading = loadSonner();
  for (const mount of toastersWaiting) mount();
  loading.then(call, () => {
    // Offline before the toasts ever loaded: the page's own state still says what happened.
  });
}

/** The app's toasts, as sonner's `toast` with the calls the app makes. */
export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => show(({ toast }) => toast(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      show(({ toast }) => toast.success(message, options)),
    error: (message: Message, options?: ExternalToast) => {
      const placed = placedForRefusal(options);
      show(({ toast }) => toast.error(message, placed));
    },
    info: (message: Message, options?: ExternalToast) => show(({ toast }) => toast.info(message, options)),
  },
);

/**
 * Gives the focus to `element` from a toast's action. Sonner hands the focus back to wherever it was
 * before it reached the toasts as it leaves them, so it is given again on the next frame.
 */
export function focusFromToast(element: HTMLElement | null) {
  element?.focus();
  requestAnimationFrame(() => element?.focus());
}

const AFTER_LOAD_KEY = 'harbor-toast-after-load';

/**
 * A success message for the next page this tab loads: for a step that ends by loading another page
 * (the preview passcode on the server-rendered landing page opens the app's /home).
 */
export function toastAfterLoad(message: string): void {
  try {
    sessionStorage.setItem(AFTER_LOAD_KEY, message);
  } catch {
    // Storage refused (a private window): the page that opens says enough.
  }
}

function showToastCarriedOver() {
  try {
    const message = sessionStorage.getItem(AFTER_LOAD_KEY);
    if (message === null) return;
    sessionStorage.removeItem(AFTER_LOAD_KEY);
    toast.success(message);
  } catch {
    // As above.
  }
}

export function Toaster() {
  const { theme } = useTheme();
  const [Sonner, setSonner] = useState<Sonner['Toaster'] | null>(null);
  useEffect(() => {
    // Mounted once; a failed fetch leaves the toaster waiting, and the next toast fetches again.
    const mount = () =>
      void loadSonner().then(
        (loaded) => {
          toastersWaiting.delete(mount);
          setSonner(() => loaded.Toaster);
        },
        () => {},
      );
    toastersWaiting.add(mount);
    if (sonner) mount();
    showToastCarriedOver();
    return () => {
      toastersWaiting.delete(mount);
    };
  }, []);
  if (!Sonner) return null;
  return (
    <Sonner
      theme={theme}
      // At the bottom: at the top a toast covered the header and the back link a person reaches for next.
      position="bottom-center"
      richColors={false}
      closeButton
      toastOptions={{
        duration: 6000,
        // A finger's worth: sonner's own are 24 and 20 px, too small to take a mistaken tick back.
        classNames: { actionButton: 'h-11! px-4! text-sm!', closeButton: 'size-8!' },
      }}
    />
  );
}
