import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { WELLBEING_MESSAGES } from '#shared/wellbeing/moods.ts';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { createMemorialCast, type MemorialCast } from '../memorials/memorial-test-support.ts';
import { BODY_LIMIT_MESSAGES, isRouteBodyLimit, JSON_BODY_MAX_BYTES } from './body-limit.ts';

let t: TestApp;
let cast: MemorialCast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await createMemorialCast(t, { isPublic: true });
}, 30_000);
afterAll(async () => {
  await t?.close();
});

const tributeUrl = () => `/api/memorials/${cast.memorialId}/tributes`;
const jsonHeaders = () => ({ 'content-type': 'application/json', 'x-forwarded-for': uniqueClientIp() });
/** A tribute whose message alone is `bytes` long: valid JSON, so only its size can be refused. */
const tributeOf = (bytes: number) => JSON.stringify({ authorName: 'Ann', message: 'x'.repeat(bytes) });

/** A body streamed in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunkedBody(text: string, chunkSize = 16 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkSize));
      offset += chunkSize;
    },
  });
}

async function expectTooLarge(response: Response, message: string = BODY_LIMIT_MESSAGES.tooLarge) {
  expect(response.status).toBe(413);
  expect(await errorOf(response)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
}

/** Random pixels barely compress, so this PNG is about `side`² × 3 bytes: larger than any JSON limit. */
const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

describe('request bodies are bounded before they are parsed', () => {
  it('refuses an anonymous tribute larger than the JSON limit with 413 and a calm message', async () => {
    const body = tributeOf(JSON_BODY_MAX_BYTES + 1);
    const response = await t.request('POST', tributeUrl(), { body, headers: jsonHeaders() });
    await expectTooLarge(response);
  });

  it('refuses a large tribute from its Content-Length without reading it', async () => {
    const chunks = 32;
    let pulled = 0;
    const spaces = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > chunks) return controller.close();
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const response = await t.app.request(tributeUrl(), {
      method: 'POST',
      headers: {
        ...jsonHeaders(),
        origin: 'http://localhost:3000',
        'content-length': String(chunks * 64 * 1024),
      },
      body: spaces,
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(response);
    // A stream's first chunk may be buffered ahead; the body itself is never read.
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('counts a chunked body with no Content-Length and refuses it once it passes the limit', async () => {
    const response = await t.app.request(tributeUrl(), {
      method: 'POST',
      headers: { ...jsonHeaders(), origin: 'http://localhost:3000' },
      body: chunkedBody(tributeOf(JSON_BODY_MAX_BYTES * 4)),
      duplex: 'half',
    } as RequestInit);
    await expectTooLarge(response);
  });

  it('refuses an oversized client event report and an oversized sign-up (Better Auth) the same way', async () => {
    const events = await t.request('POST', '/api/client-events', {
      body: JSON.stringify({ type: 'javascript_error', details: { stack: 'x'.repeat(JSON_BODY_MAX_BYTES) } }),
      headers: jsonHeaders(),
    });
    await expectTooLarge(events);
    const signUp = await t.request('POST', '/api/auth/sign-up/email', {
      body: JSON.stringify({ email: 'big@example.com', password: 'Harbor-Test-1', name: 'x'.repeat(70_000) }),
      headers: jsonHeaders(),
    });
    await expectTooLarge(signUp);
  });

  it('still takes a normal tribute, and a chunked one under the limit', async () => {
    const plain = await t.request('POST', tributeUrl(), {
      body: JSON.stringify({ authorName: 'Ann', message: 'We miss you.' }),
      headers: jsonHeaders(),
    });
    expect(plain.status).toBe(201);
    const chunked = await t.app.request(tributeUrl(), {
      method: 'POST',
      headers: { ...jsonHeaders(), origin: 'http://localhost:3000' },
      body: chunkedBody(JSON.stringify({ authorName: 'Bo', message: 'Thinking of you all.' }), 8),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(201);
  });

  it('lets an upload route take a file larger than the JSON limit, up to its own cap', async () => {
    const png = await noisyPng(200);
    expect(png.length).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const form = new FormData();
    form.set('photo', new File([png as Uint8Array<ArrayBuffer>], 'noise.png', { type: 'image/png' }));
    const response = await t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
      cookie: cast.admin.cookie,
      body: form,
    });
    expect(response.status).toBe(201);
  });

  it('refuses an upload over its own cap with the upload message', async () => {
    const form = new FormData();
    form.set(
      'photo',
      new File([new Uint8Array(MAX_UPLOAD_BYTES + 100 * 1024)], 'big.png', { type: 'image/png' }),
    );
    const response = await t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
      cookie: cast.admin.cookie,
      body: form,
    });
    await expectTooLarge(response, UPLOAD_MESSAGES.tooLarge);
  });

  /** Every route that mounts a limit of its own, as METHOD and full path, found in the app itself. */
  const routesWithOwnLimit = () =>
    [
      ...new Set(
        t.app.routes
          .filter(({ handler }) => isRouteBodyLimit(handler))
          .map(({ method, path }) => `${method} ${path}`),
      ),
    ].sort();

  it('knows every route that takes more than the default: the uploads and the journal', () => {
    // A route that takes files must mount its own limit, or every file over 64 KB is refused: the tax
    // documents' and the tribute photo's once were. A new one belongs here, with its own limit.
    expect(routesWithOwnLimit()).toEqual(
      [
        'POST /api/account/avatar',
        'POST /api/loved-ones',
        'PUT /api/loved-ones/:lovedOneId/photo',
        'POST /api/tasks/:taskId/documents',
        'PUT /api/inventory/:lovedOneId/expenses/:expenseId/receipt',
        'PUT /api/tax-documents/:lovedOneId/:documentKey/file',
        'POST /api/memorials/:memorialId/photos',
        'PUT /api/memorials/:memorialId/background',
        'POST /api/memorials/:memorialId/tributes/with-photo',
        'POST /api/journal/entries',
        'PUT /api/journal/entries/:id',
        'PUT /api/journal/draft',
      ].sort(),
    );
  });

  it('lets a body past the default reach every route with a limit of its own', async () => {
    for (const route of routesWithOwnLimit()) {
      const [method = '', path = ''] = route.split(' ');
      // Any id will do: what matters is that the size is not what refuses it.
      const url = path.replaceAll(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.request(method, url, {
        cookie: cast.admin.cookie,
        body: JSON.stringify({ filler: 'x'.repeat(JSON_BODY_MAX_BYTES) }),
        headers: jsonHeaders(),
      });
      expect(response.status, route).not.toBe(413);
    }
  });

  it("lets a journal entry just over its length reach the journal's own message, not a size refusal", async () => {
    // 22,000 characters of Japanese: 66,000 bytes, past the default, within the journal's own limit.
    const response = await t.request('POST', '/api/journal/entries', {
      cookie: cast.admin.cookie,
      json: { entryDate: '2026-01-01', title: '日記', body: '日'.repeat(22_000) },
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe(WELLBEING_MESSAGES.journalBodyTooLong);
  });
});
