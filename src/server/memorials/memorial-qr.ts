import QRCode from 'qrcode';

/** The page's address as an SVG QR code: sharp at any print size, for the service programme. */
export const memorialQrSvg = (url: string) =>
  QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
