import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTheme } from '#web/lib/theme.tsx';

export { toast };

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
  // After Sonner's own effect (a child's runs first), so the toast has somewhere to appear.
  useEffect(showToastCarriedOver, []);
  return (
    <Sonner
      theme={theme}
      position="top-center"
      richColors={false}
      closeButton
      toastOptions={{ duration: 6000 }}
    />
  );
}
