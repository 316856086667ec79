import QRCode from 'qrcode';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createMemorialCast } from './memorial-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/**
 * The dark modules an SVG QR code draws, read back from its path: each "h" draws a run of modules
 * along one row, "m" and "M" move without drawing. Margins are left in (the caller subtracts them).
 */
function darkModulesOf(svg: string): Set<string> {
  const path = /<path stroke="[^"]+" d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error('no dark path in the SVG');
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const dx = Number(a);
    if (command === 'M') [x, y] = [dx, Math.floor(Number(b))];
    else if (command === 'm') [x, y] = [x + dx, y + Math.floor(Number(b))];
    else {
      for (let column = x; column < x + dx; column += 1) dark.add(`${column},${y}`);
      x += dx;
    }
  }
  return dark;
}

/** The dark modules of a QR code for `text`, placed as the SVG places them (a margin of 2). */
function expectedModules(text: string): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const dark = new Set<string>();
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) dark.add(`${column + 2},${row + 2}`);
  return dark;
}

describe('the memorial QR code', () => {
  it("answers an SVG that encodes the page's public address", async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const response = await t.request('GET', `/api/memorials/${cast.memorialId}/qr.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

    const pageUrl = `${t.deps.config.appUrl}/memorial/${cast.slug}`;
    const drawn = darkModulesOf(svg);
    expect(drawn).toEqual(expectedModules(pageUrl));
    // The comparison can tell addresses apart: another slug gives another code.
    expect(drawn).not.toEqual(expectedModules(`${pageUrl}-1`));
  });
});
