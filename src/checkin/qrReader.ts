/**
 * Reading a QR code from the camera's video: the browser's own BarcodeDetector where it has one (Chrome on Android,
 * Safari 17+), else jsQR in a Web Worker (Firefox, Chrome on a laptop), so the camera works in every browser staff
 * carry to the door.
 */
import type { DecodedMessage, FrameMessage, LoadedMessage } from './qrDecodeWorker';

/** Reads the code in the video's current frame; undefined when there is none (or the frame is not ready). */
export interface QrReader {
  read(video: HTMLVideoElement): Promise<string | undefined>;
  close(): void;
}

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** Frames are scaled down to this width before decoding: a badge held up fills the view, and jsQR's time grows with the pixels. */
const frameWidth = 640;

/** The decoder's worker; one place names its file, so the build bundles it once for both uses below. */
function decoderWorker(): Worker {
  return new Worker(new URL('./qrDecodeWorker.ts', import.meta.url), { type: 'module' });
}

async function nativeReader(): Promise<QrReader | undefined> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  // Some browsers expose the class without a QR reader behind it (desktop Chrome on Linux answers no formats).
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? ['qr_code'];
  if (!formats.includes('qr_code')) return undefined;
  const detector = new Detector({ formats: ['qr_code'] });
  return {
    read: async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue,
    close: () => undefined,
  };
}

function workerReader(): QrReader {
  const worker = decoderWorker();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const waiting = new Map<number, (text: string | undefined) => void>();
  let nextId = 0;
  worker.onmessage = ({ data }: MessageEvent<DecodedMessage | LoadedMessage>) => {
    if (!('id' in data)) return;
    waiting.get(data.id)?.(data.text ?? undefined);
    waiting.delete(data.id);
  };
  return {
    read(video) {
      if (!context || video.videoWidth === 0 || video.videoHeight === 0) return Promise.resolve(undefined);
      const scale = Math.min(1, frameWidth / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      const id = nextId++;
      const message: FrameMessage = { id, width, height, pixels: data.buffer };
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        // The pixels move to the worker rather than being copied.
        worker.postMessage(message, [data.buffer]);
      });
    },
    close() {
      worker.terminate();
      for (const resolve of waiting.values()) resolve(undefined);
      waiting.clear();
    },
  };
}

/** The best reader this browser offers. */
export async function openQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? workerReader();
}

/**
 * Puts the decoder's file in the door's offline copy, where the camera will need it: the service worker keeps only
 * what a visit loaded, and a first visit that never started the camera would otherwise leave a phone offline with a
 * camera that shows the badge and never reads it. The worker is started once, says where it was loaded from, and stops.
 */
export async function keepDecoderOffline(cache: Cache): Promise<void> {
  if (await nativeReader()) return;
  const worker = decoderWorker();
  try {
    const address = await new Promise<string | undefined>((resolve) => {
      worker.onmessage = ({ data }: MessageEvent<DecodedMessage | LoadedMessage>) =>
        resolve('loaded' in data ? data.loaded : undefined);
      worker.onerror = () => resolve(undefined);
    });
    if (address) await cache.add(address);
  } finally {
    worker.terminate();
  }
}
