/**
 * The scanner's seam for an element's stories (issue 40): a page that can scan
 * (`resetScanSupport`), a camera (a canvas's stream: a grey picture) and a reader that reads the
 * codes given on every frame (`setScannerDevices`), so the scan button shows and a press of it
 * hands those codes to the field. The scanner's own states are stories/core/scanner.stories.tsx.
 * A `beforeEach`: everything is put back, and every track stopped, when the story ends.
 */
import { setScannerDevices } from '../../src/core/ui/scanner/devices.ts';
import { resetScanSupport } from '../../src/core/ui/scanner/scan-support.ts';

function greyCamera(streams: MediaStream[]): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const ctx = canvas.getContext('2d');
  const draw = () => {
    if (!ctx) return;
    ctx.fillStyle = '#6b7780';
    ctx.fillRect(0, 0, 640, 480);
  };
  draw();
  const stream = canvas.captureStream(10);
  const timer = setInterval(() => (stream.getVideoTracks()[0]?.readyState === 'ended' ? clearInterval(timer) : draw()), 100);
  streams.push(stream);
  return stream;
}

/** A page that can scan, whose camera shows codes the reader reads as `codes`. */
export const scannerSeam = (codes: readonly string[] = []) => () => {
  const streams: MediaStream[] = [];
  setScannerDevices({
    getUserMedia: () => Promise.resolve(greyCamera(streams)),
    createDetector: () => Promise.resolve({ detect: () => Promise.resolve(codes.map((rawValue) => ({ rawValue }))) }),
  });
  resetScanSupport({ available: true });
  return () => {
    for (const s of streams) for (const t of s.getTracks()) t.stop();
    setScannerDevices();
    resetScanSupport();
  };
};
