/**
 * The fake camera itself (fake-camera.ts), before any screen scans: Chromium launched with the
 * fake-camera flags shows the Y4M video as the camera. A page on the e2e server's origin (served by
 * the test's own route, so nothing of the portal is involved: localhost is a secure context, as
 * getUserMedia needs) opens the camera, draws a frame to a canvas, and
 * - the canvas has the code's dark modules where the code has them (a row across the Code 128's
 *   bars, a row across the QR code's modules);
 * - barcode-detector/pure (its files and the reader WASM from node_modules, served by the route)
 *   reads the exact text back: the label's inventory number, and the GS1 element string.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { BarcodeDetector } from 'barcode-detector/pure';
import { code128Modules } from '../../server/code128.ts';
import { GS1_ELEMENT_STRING, INVENTORY_NUMBER } from '../unit/helpers/gs1-fixtures.ts';
import { code128Frame, qrFrame, VIDEO_HEIGHT, VIDEO_WIDTH, y4mVideo, type Frame } from './fake-camera.ts';
import { fakeCameraLaunchOptions, writeFakeCamera } from './fake-camera-file.ts';

// The ES modules (the package's import condition), as a bundler takes them.
const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));
const detectorDir = dirname(resolved('barcode-detector/pure'));
const FILES: Record<string, { path: string; type: string }> = {
  'ponyfill.js': { path: join(detectorDir, 'ponyfill.js'), type: 'text/javascript' },
  'zxing-exported.js': { path: join(detectorDir, 'zxing-exported.js'), type: 'text/javascript' },
  'zxing_reader.wasm': { path: resolved('zxing-wasm/reader/zxing_reader.wasm'), type: 'application/wasm' },
};

/** The test page: the reader's ponyfill loaded, its WASM from the route, the detector class on `window`. */
const PAGE = `<!doctype html><html lang="en"><title>Fake camera</title>
<script type="module">
import { BarcodeDetector, setZXingModuleOverrides } from '/__fake-camera/ponyfill.js';
setZXingModuleOverrides({ locateFile: (path, prefix) => (path.endsWith('.wasm') ? '/__fake-camera/zxing_reader.wasm' : prefix + path) });
window.FakeCameraDetector = BarcodeDetector;
</script></html>`;

/** The test page and the reader's files, at /__fake-camera/ on the e2e server's origin, from this test's route. */
async function openTestPage(page: Page) {
  await page.route(/\/__fake-camera\//, (route) => {
    const name = new URL(route.request().url()).pathname.replace('/__fake-camera/', '');
    const file = FILES[name];
    if (file) return route.fulfill({ body: readFileSync(file.path), contentType: file.type });
    return route.fulfill({ body: PAGE, contentType: 'text/html' });
  });
  await page.goto('/__fake-camera/');
  await page.waitForFunction(() => 'FakeCameraDetector' in window);
}

type Reading = { width: number; height: number; lumaRow: number[]; found: { format: string; rawValue: string }[] };

/** Opens the camera, waits for a frame with the code in it, and reads that frame's row `row` (of 480) and its codes. */
function readCamera(page: Page, row: number): Promise<Reading> {
  return page.evaluate(async (y) => {
    const Detector = (window as unknown as { FakeCameraDetector: typeof BarcodeDetector }).FakeCameraDetector;
    const stream = await navigator.mediaDevices.getUserMedia({ video: true });
    try {
      const video = document.createElement('video');
      video.muted = true;
      video.srcObject = stream;
      document.body.append(video);
      await video.play();
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      const detector = new Detector({ formats: ['code_128', 'data_matrix', 'qr_code'] });
      // The first frames may be black while the capture starts: up to 5 s for one with a code.
      for (let tries = 0; ; tries++) {
        context.drawImage(video, 0, 0);
        const found = await detector.detect(canvas);
        if (found.length > 0 || tries > 50) {
          const scaled = Math.round((y * canvas.height) / 480);
          const data = context.getImageData(0, scaled, canvas.width, 1).data;
          const lumaRow = Array.from({ length: canvas.width }, (_, x) => data[x * 4] ?? 0);
          return { width: canvas.width, height: canvas.height, lumaRow, found: found.map((b) => ({ format: b.format, rawValue: b.rawValue })) };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      for (const track of stream.getTracks()) track.stop();
    }
  }, row);
}

/** Dark (below mid-grey) at the middle of each of the frame's modules along the row, as the canvas shows them. */
function darkModules(reading: Reading, frame: Frame): boolean[] {
  const scale = reading.width / VIDEO_WIDTH;
  return Array.from({ length: frame.modules }, (_, i) => (reading.lumaRow[Math.floor((frame.left + (i + 0.5) * frame.module) * scale)] ?? 255) < 128);
}

// The file's camera: the Code 128. `launchOptions` is the worker's, so a spec file has one video
// for its `page`; a test that needs another launches a browser of its own (the QR code below).
const code128 = code128Frame(INVENTORY_NUMBER);
test.use({ launchOptions: fakeCameraLaunchOptions(writeFakeCamera('code128', y4mVideo(code128))) });

test('Code 128 of a fixed asset\'s label: the camera shows the bars where the code has them, and the reader reads the inventory number', async ({ page }) => {
  await openTestPage(page);
  const reading = await readCamera(page, VIDEO_HEIGHT / 2);
  expect([reading.width, reading.height]).toEqual([VIDEO_WIDTH, VIDEO_HEIGHT]);
  const expected = [...code128Modules(INVENTORY_NUMBER)].map((m) => m === '1');
  expect(darkModules(reading, code128)).toEqual(expected);
  // The quiet zones are light.
  expect(reading.lumaRow.slice(0, code128.left).every((v) => v > 128)).toBe(true);
  expect(reading.lumaRow.slice(code128.left + code128.modules * code128.module).every((v) => v > 128)).toBe(true);
  expect(reading.found).toEqual([{ format: 'code_128', rawValue: INVENTORY_NUMBER }]);
});

test('GS1 QR code: the camera shows the finder patterns, and the reader reads the element string with its GS', async ({ baseURL }) => {
  const frame = qrFrame(GS1_ELEMENT_STRING);
  const browser = await chromium.launch(fakeCameraLaunchOptions(writeFakeCamera('gs1-qr', y4mVideo(frame))));
  try {
    const page = await browser.newPage(baseURL ? { baseURL } : {});
    await openTestPage(page);
    // A row through the top finder patterns' centres: dark, light, dark×3, light, dark for 7 modules on each side.
    const reading = await readCamera(page, frame.top + Math.floor(3.5 * frame.module));
    const row = darkModules(reading, frame);
    const finder = [true, false, true, true, true, false, true];
    expect(row.slice(0, 7)).toEqual(finder);
    expect(row.slice(-7)).toEqual(finder);
    expect(reading.found).toEqual([{ format: 'qr_code', rawValue: GS1_ELEMENT_STRING }]);
  } finally {
    await browser.close();
  }
});
