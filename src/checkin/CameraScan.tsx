import { useEffect, useRef, useState } from 'react';

import { useStaffText } from '../staff/useStaffText';
import { openQrReader } from './qrReader';

export interface CameraScanProps {
  onCode: (code: string) => void;
}

/** Whether the browser may open a camera at all (only on https or localhost). */
function cameraAvailable(): boolean {
  return typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * Reads badges with the phone's back camera: the browser's BarcodeDetector where it has one, jsQR in a worker
 * elsewhere (src/checkin/qrReader.ts). Where no camera can be opened the page says so, and the Code field (a
 * hand-held scanner types into it too) does the work.
 */
export default function CameraScan({ onCode }: CameraScanProps) {
  const t = useStaffText();
  const [on, setOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // The page's handler changes with every answer; the camera and the badge last read must outlive those changes, or
  // the badge still in view would be read (and checked in) again.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on || !video.current) return;
    const element = video.current;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let close: () => void = () => undefined;
    let last = '';
    let live = true;
    const start = async () => {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      stream = media;
      if (!live) return media.getTracks().forEach((track) => track.stop());
      element.srcObject = media;
      await element.play();
      const reader = await openQrReader();
      close = () => reader.close();
      if (!live) return close();
      const look = async () => {
        if (!live) return;
        const found = await reader.read(element);
        // The same badge held in front of the camera is read once, not every frame.
        if (live && found && found !== last) {
          last = found;
          handler.current(found);
        }
        timer = window.setTimeout(() => void look(), 250);
      };
      void look();
    };
    start().catch(() => live && setOn(false));
    return () => {
      live = false;
      window.clearTimeout(timer);
      close();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  if (!cameraAvailable()) return <p className="staff-hint">{t('checkin.camera.unavailable')}</p>;
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
