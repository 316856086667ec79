import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipStream } from './zip-stream.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('zipStream', () => {
  it('writes every entry, stored or deflated, readable by an ordinary unzip', async () => {
    const big = new Uint8Array(300_000).map((_, index) => (index * 7919) % 251);
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: '00 Summary.txt', body: strToU8('Summary\n'.repeat(100)), compress: true };
      yield { name: '01 W-2.pdf', body: big, compress: false };
    }
    const files = unzipSync(await readAll(zipStream(entries())));
    expect(Object.keys(files)).toEqual(['00 Summary.txt', '01 W-2.pdf']);
    expect(strFromU8(files['00 Summary.txt'] as Uint8Array)).toBe('Summary\n'.repeat(100));
    expect(files['01 W-2.pdf']).toEqual(big);
  });

  it('reads the next entry only when the reader wants more', async () => {
    let read = 0;
    async function* entries(): AsyncGenerator<ZipEntry> {
      for (let index = 0; index < 5; index++) {
        read++;
        yield { name: `${index}.pdf`, body: new Uint8Array(1000), compress: false };
      }
    }
    const reader = zipStream(entries()).getReader();
    await reader.read();
    expect(read).toBe(1);
    while (!(await reader.read()).done) {}
    expect(read).toBe(5);
  });

  it('ends with the error of an entry that cannot be read', async () => {
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'a.txt', body: strToU8('a'), compress: true };
      throw new Error('storage is unreachable');
    }
    await expect(readAll(zipStream(entries()))).rejects.toThrow('storage is unreachable');
  });
});
