/**
 * Reads a QR code in a camera frame with jsQR, off the page's thread: decoding a frame takes tens of milliseconds on a
 * phone, which would make the Code field and the answer stutter if done beside them. Loaded only by qrReader.ts,
 * where the browser has no BarcodeDetector, so neither the public form nor those browsers download it otherwise.
 */
import jsQR from 'jsqr';

/** A frame's pixels (RGBA, row by row), as qrReader.ts sends them. */
export interface FrameMessage {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

/** The text of the code found in the frame, or null. */
export interface DecodedMessage {
  id: number;
  text: string | null;
}

/** Sent once the worker has loaded: its own address, which the page keeps for offline use. */
export interface LoadedMessage {
  loaded: string;
}

// The project's type libraries are the DOM's, not the worker's: only these two members of the worker scope are used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FrameMessage>) => void) | null;
  postMessage: (message: DecodedMessage | LoadedMessage) => void;
  location: { href: string };
};

scope.postMessage({ loaded: scope.location.href });

scope.onmessage = ({ data }) => {
  const found = jsQR(new Uint8ClampedArray(data.pixels), data.width, data.height, {
    // Badges are printed dark on light; trying the inverted image too would double the work per frame for nothing.
    inversionAttempts: 'dontInvert',
  });
  scope.postMessage({ id: data.id, text: found?.data ?? null });
};
