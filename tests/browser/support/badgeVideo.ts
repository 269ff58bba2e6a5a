/**
 * A camera's video of a badge, for Chromium's fake camera (--use-file-for-fake-video-capture): the badge code's QR
 * symbol, made by the same `qrcode` package and error correction as the printed badges (server/badges/badgeQr.ts),
 * black on white in the middle of a Y4M file, which Chromium reads without any encoder and plays in a loop.
 */
import { writeFileSync } from 'node:fs';

import QRCode from 'qrcode';

const width = 640;
const height = 480;
/** Quiet zone around the symbol, in modules, as the badges print it. */
const margin = 4;

/** Writes a Y4M video of `code`'s QR symbol to `file` (a few identical frames; Chromium loops them). */
export function writeBadgeVideo(file: string, code: string, frames = 3): void {
  const symbol = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const modules = symbol.size + 2 * margin;
  const scale = Math.floor((height * 0.8) / modules);
  const left = Math.floor((width - modules * scale) / 2);
  const top = Math.floor((height - modules * scale) / 2);
  // Luma: white everywhere, black where the symbol has a dark module. Chroma planes of 4:2:0 at 128: no colour.
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < symbol.size; row += 1)
    for (let column = 0; column < symbol.size; column += 1) {
      if (!symbol.get(row, column)) continue;
      const y0 = top + (row + margin) * scale;
      const x0 = left + (column + margin) * scale;
      for (let y = y0; y < y0 + scale; y += 1) luma.fill(16, y * width + x0, y * width + x0 + scale);
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
