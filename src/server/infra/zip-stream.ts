import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type ZipEntry = {
  name: string;
  body: Uint8Array;
  /** PDF, JPEG and PNG are compressed already: stored as they are, not deflated again. */
  compress: boolean;
};

/**
 * A ZIP written as it is read: the next entry is fetched only when the reader wants more, so a packet of
 * many large files never sits in memory at once. An entry that cannot be read ends the stream with its error.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): ReadableStream<Uint8Array> {
  const pending = entries[Symbol.asyncIterator]();
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const next = await pending.next();
      if (next.done) {
        zip.end();
        return;
      }
      const { name, body, compress } = next.value;
      const entry = compress ? new ZipDeflate(name) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(body, true);
    },
    async cancel() {
      await pending.return?.();
    },
  });
}
