/**
 * Draws Harbor's home-screen icons from the favicon's mark (sharp renders the SVG), into
 * src/web/public/icons. Run after changing the mark: `node --import tsx scripts/generate-app-icons.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../src/web/public/icons/', import.meta.url));
const TEAL = '#1f5f6b';

/** The favicon's anchor, drawn in a 32-unit box; `glyphScale` shrinks it towards the middle. */
function iconSvg({ rounded, glyphScale }: { rounded: boolean; glyphScale: number }): string {
  const offset = 16 * (1 - glyphScale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${TEAL}"/>
  <g transform="translate(${offset} ${offset + 0.5 * glyphScale}) scale(${glyphScale})">
    <path d="M8 19c2.5 2 5 3 8 3s5.5-1 8-3M16 8v14M12 12h8" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, glyphScale: 1.15 },
  { file: 'icon-512.png', size: 512, rounded: true, glyphScale: 1.15 },
  // Maskable: the platform cuts its own shape, so the colour fills the square and the mark stays inside
  // the middle 80 % "safe zone".
  { file: 'maskable-512.png', size: 512, rounded: false, glyphScale: 0.9 },
  // iOS ignores the manifest's icons and rounds this one itself.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, glyphScale: 1.1 },
] as const;

await mkdir(OUT_DIR, { recursive: true });
for (const icon of ICONS) {
  await sharp(Buffer.from(iconSvg(icon)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT_DIR}${icon.file}`);
}
