import QRCode from 'qrcode';
import { QR_ERROR_CORRECTION } from './memorial-qr.ts';

/** Modules of white kept around the code, as scanners expect (ISO/IEC 18004 asks for four). */
const QUIET_MODULES = 4;

/**
 * The page's address as a QR code drawn in vectors, `size` points square with its quiet zone: sharp at
 * any printer's resolution, with the page's own QR file's error correction.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const cell = size / (modules.size + QUIET_MODULES * 2);
  const origin = { x: x + QUIET_MODULES * cell, y: y + QUIET_MODULES * cell };
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // Each row's dark stretch is one rectangle: no hairline seams between its modules when printed.
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(origin.x + start * cell, origin.y + row * cell, (column - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
