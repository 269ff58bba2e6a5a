/** The badge code as a QR image, for e-mails, the delegate's page and printed badges. */
import QRCode from 'qrcode';

/** A PNG of the code's QR symbol: medium error correction survives a creased or smudged badge; 8 px modules. */
export function badgeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
}
