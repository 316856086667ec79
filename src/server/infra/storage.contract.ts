import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf, type Storage } from './storage.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/**
 * What every storage adapter promises the routes; run once per adapter so local disk and S3
 * cannot drift apart. `open` gives an empty store; `close` releases it.
 */
export function describeStorageContract(
  name: string,
  open: () => Promise<{ storage: Storage; close: () => Promise<void> }>,
) {
  describe(`${name} storage contract`, () => {
    let storage: Storage;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => {
      await close();
    });

    it('returns what was put, with its content type and an ETag derived from the bytes', async () => {
      const body = new Uint8Array([0, 255, 1, 128, 10, 13]);
      await storage.put('contract/put-get/file.bin', body, 'image/png');
      const stored = await storage.get('contract/put-get/file.bin');
      expect(stored).not.toBeNull();
      expect(Array.from(stored!.body)).toEqual(Array.from(body));
      expect(stored!.contentType).toBe('image/png');
      expect(stored!.etag).toBe(etagOf(body));
      expect(stored!.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    });

    it('answers null for a key that was never stored', async () => {
      expect(await storage.get('contract/missing/nothing.png')).toBeNull();
    });

    it('replaces an object put twice, and its ETag changes with it', async () => {
      await storage.put('contract/replace/a.txt', bytes('first'), 'text/plain');
      const first = await storage.get('contract/replace/a.txt');
      await storage.put('contract/replace/a.txt', bytes('second version'), 'application/pdf');
      const second = await storage.get('contract/replace/a.txt');
      expect(new TextDecoder().decode(second!.body)).toBe('second version');
      expect(second!.contentType).toBe('application/pdf');
      expect(second!.etag).not.toBe(first!.etag);
    });

    it('deletes one key, and deleting a missing key is not an error', async () => {
      await storage.put('contract/delete/a.txt', bytes('a'), 'text/plain');
      await storage.put('contract/delete/b.txt', bytes('b'), 'text/plain');
      await storage.delete('contract/delete/a.txt');
      await storage.delete('contract/delete/a.txt');
      expect(await storage.get('contract/delete/a.txt')).toBeNull();
      expect(await storage.get('contract/delete/b.txt')).not.toBeNull();
    });

    it('deletes everything under a folder prefix and nothing beside it', async () => {
      await storage.put('contract/prefix/u1/a.png', bytes('a'), 'image/png');
      await storage.put('contract/prefix/u1/nested/b.png', bytes('b'), 'image/png');
      await storage.put('contract/prefix/u10/c.png', bytes('c'), 'image/png');
      await storage.deletePrefix('contract/prefix/u1/');
      expect(await storage.get('contract/prefix/u1/a.png')).toBeNull();
      expect(await storage.get('contract/prefix/u1/nested/b.png')).toBeNull();
      expect(await storage.get('contract/prefix/u10/c.png')).not.toBeNull();
      // Without the trailing slash it still means the folder, never `u10`.
      await storage.put('contract/prefix/u1/again.png', bytes('d'), 'image/png');
      await storage.deletePrefix('contract/prefix/u1');
      expect(await storage.get('contract/prefix/u1/again.png')).toBeNull();
      expect(await storage.get('contract/prefix/u10/c.png')).not.toBeNull();
      await storage.deletePrefix('contract/prefix/nobody/');
    });

    it('keeps bytes intact for a larger upload (5 MB)', async () => {
      const body = new Uint8Array(5 * 1024 * 1024).map((_, index) => (index * 31) % 251);
      await storage.put('contract/large/photo.jpg', body, 'image/jpeg');
      const stored = await storage.get('contract/large/photo.jpg');
      expect(stored!.body.length).toBe(body.length);
      expect(stored!.etag).toBe(etagOf(body));
    });

    it('refuses keys that could escape their area', async () => {
      for (const key of ['../etc/passwd', 'a/../../b', '/absolute', 'a//b', '']) {
        await expect(storage.put(key, bytes('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
      }
      await expect(storage.deletePrefix('../')).rejects.toThrow(/Unsafe storage key/);
    });
  });
}
