/**
 * Draws the header images from the SVG sources below and writes them, with an AVIF variant of each,
 * to public/{year}/{project}/images/ (the folder the site serves when VITE_ASSET_HOST is empty).
 * Run with `npm run gen:images`; commit the outputs.
 *
 * sharp cannot write animated AVIF, so the banner's AVIF is an image sequence made by avifenc (Debian's
 * libavif-bin) from the same frames. Sequences loop forever, so the frames are repeated BANNER_PLAYS times and the
 * last one is held for an hour: like the GIF, the banner moves for under 5 s and then rests (WCAG 2.2.2). Without
 * avifenc the script says so and keeps the committed banner.avif.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';

import { headerImages } from '../core/model/headerImages';
import { event } from '../core/model/schemaData';
import { avifPath } from '../src/images/avifPath';

const outputDir = path.resolve(import.meta.dirname, '..', 'public', String(event.year), event.projectName);

// A generic family only: the text is baked into the pictures, so no web font is needed at run time.
const FONT = 'sans-serif';
const NAVY = '#0b2545';
const TEAL = '#2bb3a8';
const MINT = '#7fe0d3';
const SKY = '#4a9ad9';

const BANNER_FRAMES = 8;
const BANNER_FRAME_MS = 200;
/**
 * How many times the banner plays in all (sharp's `loop` counts plays: it writes plays - 1 as the GIF repeat count). 3 x 1.6 s stays
 * under the 5 s after which WCAG 2.2.2 would require a pause control for moving content; the GIF then rests
 * on its last frame.
 */
const BANNER_PLAYS = 3;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Glow strength of a pulse at this frame: 1 at its phase, fading to 0 half a cycle later. */
function pulse(frame: number, phase: number): number {
  const t = (frame / BANNER_FRAMES - phase + 1) % 1;
  return Math.max(0, Math.cos(2 * Math.PI * t));
}

/** A benzene-like ring of six atoms, pointy side up, centred at (cx, cy). */
function ring(cx: number, cy: number, r: number, frame: number, phase: number): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i - Math.PI / 2;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  const outline = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const atoms = points
    .map(([x, y], i) => {
      const glow = pulse(frame, phase + i / 12);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(5 + 4 * glow).toFixed(1)}" fill="${glow > 0.5 ? MINT : TEAL}"/>`;
    })
    .join('');
  return `<polygon points="${outline}" fill="none" stroke="${TEAL}" stroke-width="3" stroke-opacity="0.7"/>${atoms}`;
}

/** A two-tone capsule, rotated by `angle` degrees around its centre. */
function capsule(cx: number, cy: number, length: number, angle: number): string {
  const w = length / 2.6;
  const half = length / 2;
  return `<g transform="translate(${cx} ${cy}) rotate(${angle})" opacity="0.9">
    <rect x="${-half}" y="${-w / 2}" width="${length}" height="${w}" rx="${w / 2}" fill="#e8f1f8"/>
    <path d="M0 ${-w / 2} H${half - w / 2} A${w / 2} ${w / 2} 0 0 1 ${half - w / 2} ${w / 2} H0 Z" fill="${TEAL}"/>
  </g>`;
}

/** A circuit trace from x1 to x2 at height y, with a signal travelling along it. */
function trace(x1: number, x2: number, y: number, frame: number, phase: number): string {
  const t = (frame / BANNER_FRAMES + phase) % 1;
  const signal = x1 + (x2 - x1) * t;
  return `<line x1="${x1}" y1="${y}" x2="${x2}" y2="${y}" stroke="${SKY}" stroke-width="3" stroke-opacity="0.6"/>
    <circle cx="${x1}" cy="${y}" r="7" fill="none" stroke="${SKY}" stroke-width="3"/>
    <circle cx="${x2}" cy="${y}" r="7" fill="${SKY}"/>
    <circle cx="${signal.toFixed(1)}" cy="${y}" r="6" fill="#ffffff"/>`;
}

function bannerSvg(frame: number): string {
  const { width, height } = headerImages.banner;
  const rings = [
    [150, 150, 0],
    [150 + 52 * Math.sqrt(3), 150, 0.15],
    [150 + 26 * Math.sqrt(3), 228, 0.3],
    [150 + 78 * Math.sqrt(3), 228, 0.45],
    [150 + 104 * Math.sqrt(3), 306, 0.6],
  ]
    .map(([x, y, phase]) => ring(x, y, 52, frame, phase))
    .join('');
  const traces = [
    [1480, 1860, 110, 0],
    [1560, 1880, 190, 0.35],
    [1420, 1800, 270, 0.7],
    [1600, 1880, 350, 0.2],
  ]
    .map(([x1, x2, y, phase]) => trace(x1, x2, y, frame, phase))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY}"/>
      <stop offset="0.55" stop-color="#123a63"/>
      <stop offset="1" stop-color="#0d4b5a"/>
    </linearGradient>
    <pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse">
      <circle cx="16" cy="16" r="1.6" fill="#ffffff" fill-opacity="0.14"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#dots)"/>
  <path d="M0 420 C 420 360, 760 470, 1180 410 S 1700 350, 1920 400 V480 H0 Z" fill="${TEAL}" fill-opacity="0.18"/>
  ${rings}
  ${capsule(120, 400, 110, -28)}
  ${capsule(1820, 430, 90, 24)}
  ${capsule(640, 70, 70, 35)}
  ${traces}
</svg>`;
}

function logoSvg(): string {
  const { width, height } = headerImages.logo;
  const c = width / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <circle cx="${c}" cy="${c}" r="${c - 6}" fill="${NAVY}" stroke="${TEAL}" stroke-width="8"/>
  <polygon points="128,44 156,60 156,92 128,108 100,92 100,60" fill="none" stroke="${MINT}" stroke-width="5"/>
  ${capsule(128, 76, 44, -35)}
  <g font-family="${FONT}" text-anchor="middle">
    <text x="${c}" y="164" font-size="50" font-weight="700" fill="#ffffff">${escapeXml(event.bodyAcronym)}</text>
    <text x="${c}" y="206" font-size="34" font-weight="700" fill="${MINT}">${event.year}</text>
  </g>
</svg>`;
}

/** The banner's frames as an AVIF image sequence that plays BANNER_PLAYS times and then rests on its last frame. */
async function writeAnimatedAvif(frames: Buffer[], file: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'banner-frames-'));
  try {
    const pngs: string[] = [];
    for (const [index, frame] of frames.entries()) {
      const png = path.join(work, `frame-${index}.png`);
      await sharp(frame).removeAlpha().png().toFile(png);
      pngs.push(png);
    }
    const played = Array.from({ length: BANNER_PLAYS }, () => pngs).flat();
    const args = ['--timescale', '1000', '--min', '20', '--max', '40', '--speed', '4'];
    played.forEach((png, index) => {
      const last = index === played.length - 1;
      args.push('--duration', String(last ? 3_600_000 : BANNER_FRAME_MS), png);
    });
    execFileSync('avifenc', [...args, file], { stdio: 'pipe' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.warn('avifenc not found (Debian: apt-get install libavif-bin); keeping the committed banner AVIF.');
      return;
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const target = (file: string) => path.join(outputDir, file);
  await mkdir(path.dirname(target(headerImages.banner.path)), { recursive: true });

  const frames = Array.from({ length: BANNER_FRAMES }, (_, i) => Buffer.from(bannerSvg(i)));
  await sharp(frames, { join: { animated: true } })
    // No dithering: flat colours keep frames identical outside the moving parts, so the GIF stays small.
    .gif({ loop: BANNER_PLAYS, delay: frames.map(() => BANNER_FRAME_MS), colours: 64, dither: 0, effort: 10 })
    .toFile(target(headerImages.banner.path));
  await writeAnimatedAvif(frames, target(avifPath(headerImages.banner.path)));

  for (const [image, svg] of [[headerImages.logo, logoSvg()]] as const) {
    const source = Buffer.from(svg);
    await sharp(source).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(target(image.path));
    await sharp(source)
      .avif({ quality: 50, effort: 9 })
      .toFile(target(avifPath(image.path)));
  }

  for (const image of Object.values(headerImages)) {
    for (const file of [image.path, avifPath(image.path)]) {
      const shown = path.relative(process.cwd(), target(file));
      // Without avifenc a new event's folder has no banner AVIF to keep: the page then loads the GIF.
      const size = await stat(target(file)).then(
        (found) => found.size,
        () => undefined,
      );
      console.log(size === undefined ? `${shown}  not written` : `${shown}  ${(size / 1024).toFixed(1)} KB`);
    }
  }
}

await main();
