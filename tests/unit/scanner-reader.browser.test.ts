/**
 * The scanner's real reader in Chromium (src/core/ui/scanner/reader.ts, issue 40): the portal's own
 * Code 128 (server/code128.ts, the fixed-asset labels' encoder) drawn on a canvas is read back by
 * barcode-detector's ponyfill, its WASM fetched from where the portal serves it (Vite's `?url`,
 * resolved against the module), never from jsDelivr, barcode-detector's default.
 */
import { expect, it } from 'vitest';
import { code128Modules } from '../../server/code128.ts';
import { createDetector, WASM_URL } from '../../src/core/ui/scanner/reader.ts';

/** A label: the symbol's modules `module` px wide, ten modules of quiet zone each side. */
function label(text: string, module = 3): HTMLCanvasElement {
  const modules = code128Modules(text);
  const canvas = document.createElement('canvas');
  canvas.width = (modules.length + 20) * module;
  canvas.height = 100;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000';
  for (let i = 0; i < modules.length; i++) if (modules[i] === '1') ctx.fillRect((i + 10) * module, 10, module, 80);
  return canvas;
}

it('reads a fixed asset label\'s Code 128 with the WASM from the portal\'s own origin', async () => {
  const detector = await createDetector(['code_128', 'data_matrix', 'qr_code']);
  // The dialog gives it the video element; any image source does.
  const detect = detector.detect.bind(detector) as unknown as (source: HTMLCanvasElement) => Promise<{ rawValue: string }[]>;
  const codes = await detect(label('HMC500313'));
  expect(codes.map((c) => c.rawValue)).toEqual(['HMC500313']);
  expect(new URL(WASM_URL).origin).toBe(location.origin);
  const fetched = performance.getEntriesByType('resource').map((e) => e.name).filter((name) => /\.wasm(\?|$)/.test(name));
  expect(fetched.length).toBeGreaterThan(0);
  for (const name of fetched) expect(new URL(name).origin).toBe(location.origin);
  // A second detector reuses the module prepared (the same overrides): nothing fetched again.
  await createDetector(['qr_code']);
  expect(performance.getEntriesByType('resource').filter((e) => /\.wasm(\?|$)/.test(e.name))).toHaveLength(fetched.length);
});
