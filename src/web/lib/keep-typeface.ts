import { APP_FONT_FACES } from '#shared/fonts/app-fonts.ts';
import { TYPEFACE_CLASS, TYPEFACE_STORAGE_KEY } from '#shared/theme/theme-init-script.ts';

/**
 * Once the page has settled: fetches the app typeface's two small files (35 KB) and remembers that this
 * device holds them, so the next page draws its text in them from the first paint (decision 053). This
 * page keeps the system's faces: switching now would move text under the reader's eyes.
 */
export async function keepTypefaceForNextPage(): Promise<void> {
  if (document.documentElement.classList.contains(TYPEFACE_CLASS)) return;
  try {
    const loaded = await Promise.all(
      APP_FONT_FACES.map((face) => document.fonts.load(`${face.weight.split(' ')[0]} 16px "${face.family}"`)),
    );
    if (loaded.every((faces) => faces.length > 0)) localStorage.setItem(TYPEFACE_STORAGE_KEY, '1');
  } catch {
    // Offline, or storage blocked: the system's faces stay, which read just as well.
  }
}
