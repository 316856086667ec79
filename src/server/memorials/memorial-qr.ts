import QRCode from 'qrcode';

/** Medium error correction: a code still scans with a crease or a smudge on the printed page. */
export const QR_ERROR_CORRECTION = 'M';

/** The page's address as an SVG QR code: sharp at any print size, for the service programme. */
export const memorialQrSvg = (url: string) =>
  QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
