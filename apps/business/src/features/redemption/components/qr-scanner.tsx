import { useEffect, useRef, useState } from 'react';
import { CAMERA_UNAVAILABLE, voucherCodeFromScan } from '@stepup/domain';
import { Alert, Button } from '@stepup/ui';

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

/** Reads QR codes from a video frame: the browser's BarcodeDetector, else jsQR (loaded lazily). */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  if (window.BarcodeDetector) {
    const detector = new window.BarcodeDetector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || !video.videoWidth) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

/**
 * The phone's back camera looking for a voucher QR code; calls `onCode` with the first voucher
 * code it reads and stops. Typing the code always works without it.
 */
export function QrScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    let timer: number | undefined;
    async function start() {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const video = videoRef.current;
        if (!video || stopped) return;
        video.srcObject = stream;
        await video.play();
        const read = await frameReader();
        const tick = async () => {
          if (stopped) return;
          const text = await read(video).catch(() => null);
          const code = text ? voucherCodeFromScan(text) : null;
          if (code) {
            stopped = true;
            onCode(code);
            return;
          }
          timer = window.setTimeout(() => void tick(), 250);
        };
        void tick();
      } catch {
        if (!stopped) setFailed(true);
      }
    }
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);

  return (
    <div className="qr-scanner">
      {failed ? (
        <Alert tone="danger">{CAMERA_UNAVAILABLE}</Alert>
      ) : (
        <video
          ref={videoRef}
          className="qr-scanner__video"
          muted
          playsInline
          aria-label="Camera view: point it at the voucher's QR code"
        />
      )}
      <Button variant="secondary" onClick={onClose}>
        Stop scanning
      </Button>
    </div>
  );
}
