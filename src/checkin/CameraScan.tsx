import { useEffect, useRef, useState } from 'react';

import { useStaffText } from '../staff/useStaffText';

/** The browser's own QR reader (Chrome on Android, Safari 17+), where present. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetector(): BarcodeDetectorClass | undefined {
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

export interface CameraScanProps {
  onCode: (code: string) => void;
}

/**
 * Reads badges with the phone's back camera through the browser's BarcodeDetector: no library to ship, and the
 * phones at the door (Android Chrome, iOS Safari) have it. Where it is missing the page says so, and the Code field
 * (a hand-held scanner types into it too) does the work.
 */
export default function CameraScan({ onCode }: CameraScanProps) {
  const t = useStaffText();
  const [on, setOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const Detector = barcodeDetector();

  useEffect(() => {
    if (!on || !Detector || !video.current) return;
    const element = video.current;
    const detector = new Detector({ formats: ['qr_code'] });
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let last = '';
    let live = true;
    const look = async () => {
      if (!live) return;
      const [found] = await detector.detect(element).catch(() => []);
      // The same badge held in front of the camera is read once, not every frame.
      if (found && found.rawValue !== last) {
        last = found.rawValue;
        onCode(found.rawValue);
      }
      timer = window.setTimeout(() => void look(), 250);
    };
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        element.srcObject = media;
        await element.play();
        void look();
      })
      .catch(() => setOn(false));
    return () => {
      live = false;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, Detector, onCode]);

  if (!Detector) return <p className="staff-hint">{t('checkin.camera.unavailable')}</p>;
  return (
    <div className="checkin-camera">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={on}
        onClick={() => setOn((value) => !value)}
      >
        {on ? t('checkin.camera.stop') : t('checkin.camera.start')}
      </button>
      {on && <video ref={video} aria-label={t('checkin.camera.video')} muted playsInline />}
    </div>
  );
}
