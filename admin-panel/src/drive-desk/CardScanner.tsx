import { useEffect, useRef } from 'react';
import { DESK_CARD_TEXTS as T } from '@blood-donation/domain';
import { Typography } from '@mui/material';

/** What stops a running scan. */
interface Stoppable {
  stop: () => void;
}

/** The browser's own QR reader (Shape Detection API), where it has one that reads QR codes. */
interface NativeDetector {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = { new (options: { formats: string[] }): NativeDetector; getSupportedFormats?: () => Promise<string[]> };

async function nativeDetector(): Promise<NativeDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** Reads a frame every 200 ms until one holds a QR code (a frame with none throws or finds nothing). */
function detectWith(detector: NativeDetector, video: HTMLVideoElement, onCode: (code: string) => void): Stoppable {
  let running = true;
  const look = async () => {
    if (!running) return;
    try {
      const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
      if (found?.rawValue && running) {
        running = false;
        onCode(found.rawValue);
        return;
      }
    } catch {
      // A frame that cannot be read yet: the next one may.
    }
    if (running) setTimeout(() => void look(), 200);
  };
  void look();
  return { stop: () => (running = false) };
}

/**
 * Where the browser has no QR reader of its own: ZXing (@zxing/browser, loaded only then) reads the video's current
 * frame. It only reads frames: the video stays ours, so nothing attaches the stream twice or waits on a missed event.
 */
async function zxingDetector(): Promise<NativeDetector> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  const reader = new BrowserQRCodeReader();
  return {
    detect: async (video) => [{ rawValue: reader.decodeFromCanvas(BrowserQRCodeReader.createCanvasFromMediaElement(video)).getText() }],
  };
}

/** Why the camera could not be used, in words staff can act on. */
export function cameraFailure(error: unknown): string {
  return (error as { name?: string } | null)?.name === 'NotAllowedError' ? T.cameraDenied : T.cameraUnavailable;
}

/**
 * The device's camera, reading a donor card's QR code: `onCode` gets its text once; `onFailure` says calmly why the
 * camera cannot be used (the typed short code always works instead). The camera stops when this goes away.
 */
export function CardScanner({ onCode, onFailure }: { onCode: (code: string) => void; onFailure: (message: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onFailure });
  useEffect(() => {
    handlers.current = { onCode, onFailure };
  }, [onCode, onFailure]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let scan: Stoppable | null = null;
    let live = true;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (!live || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const found = (code: string) => live && handlers.current.onCode(code);
      const detector = (await nativeDetector()) ?? (await zxingDetector());
      if (!live) return;
      scan = detectWith(detector, video.current, found);
    };
    start().catch((error: unknown) => live && handlers.current.onFailure(cameraFailure(error)));
    return () => {
      live = false;
      scan?.stop();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <>
      <Typography variant="body2">{T.scanning}</Typography>
      <video ref={video} muted playsInline style={{ width: '100%', maxWidth: 360, borderRadius: 8, background: '#000' }} aria-label={T.scan} />
    </>
  );
}
