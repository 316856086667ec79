import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;
const NAME_TAG = 0x6e616d65; // 'name'
const FAMILY_NAME_ID = 1;

const padded = (length: number) => (length + 3) & ~3;
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The TrueType/OpenType font inside a WOFF 1.0 file (W3C WOFF spec, section 5): the same tables,
 * inflated, behind an sfnt header. The image renderer's FreeType reads neither WOFF nor WOFF2, and the
 * fonts we depend on ship as those only.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = viewOf(woff);
  if (woff.byteLength < WOFF_HEADER_BYTES || view.getUint32(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font');
  }
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = view.getUint32(at + 4);
    const compressedLength = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== length) throw new Error('A WOFF table does not match its declared length');
    return { tag: view.getUint32(at), checksum: view.getUint32(at + 16), data };
  });

  const headerBytes = SFNT_HEADER_BYTES + numTables * SFNT_ENTRY_BYTES;
  const sfnt = new Uint8Array(
    tables.reduce((total, table) => total + padded(table.data.byteLength), headerBytes),
  );
  const out = viewOf(sfnt);
  const entrySelector = Math.floor(Math.log2(Math.max(numTables, 1)));
  const searchRange = 2 ** entrySelector * SFNT_ENTRY_BYTES;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, numTables * SFNT_ENTRY_BYTES - searchRange);
  let offset = headerBytes;
  tables.forEach((table, index) => {
    const at = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    out.setUint32(at, table.tag);
    out.setUint32(at + 4, table.checksum);
    out.setUint32(at + 8, offset);
    out.setUint32(at + 12, table.data.byteLength);
    sfnt.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return sfnt;
}

/**
 * The family name a font declares (name ID 1, as fontconfig matches it): a static face of a family
 * often names itself apart ("Inter SemiBold"), so the text asks for the name the file really has.
 */
export function sfntFamilyName(sfnt: Uint8Array): string {
  const view = viewOf(sfnt);
  const numTables = view.getUint16(4);
  for (let index = 0; index < numTables; index += 1) {
    const at = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    if (view.getUint32(at) !== NAME_TAG) continue;
    const table = view.getUint32(at + 8);
    const count = view.getUint16(table + 2);
    const strings = table + view.getUint16(table + 4);
    for (let record = table + 6; record < table + 6 + count * 12; record += 12) {
      const isWindowsUnicode = view.getUint16(record) === 3 && view.getUint16(record + 2) === 1;
      if (!isWindowsUnicode || view.getUint16(record + 6) !== FAMILY_NAME_ID) continue;
      const start = strings + view.getUint16(record + 10);
      const bytes = sfnt.slice(start, start + view.getUint16(record + 8));
      // UTF-16BE: swap each pair for the little-endian decoder.
      for (let i = 0; i + 1 < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
      return new TextDecoder('utf-16le').decode(bytes);
    }
  }
  throw new Error('The font declares no family name');
}
