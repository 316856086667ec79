import type { Plugin } from 'vite';
import { THEME_INIT_PLACEHOLDER, THEME_INIT_SCRIPT } from '../src/shared/theme/theme-init-script.ts';

/**
 * Puts the theme script (src/shared/theme/theme-init-script.ts) into each built page's head in place of
 * its placeholder. A page without the placeholder fails the build: it would flash white in dark mode.
 */
export function inlineThemeInitPlugin(): Plugin {
  return {
    name: 'harbor-inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!html.includes(THEME_INIT_PLACEHOLDER))
          throw new Error(`${filename} has no theme script placeholder`);
        return html.replace(THEME_INIT_PLACEHOLDER, () => `<script>${THEME_INIT_SCRIPT}</script>`);
      },
    },
  };
}
