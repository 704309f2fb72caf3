/**
 * The code reader (issue 40): barcode-detector's ponyfill (`barcode-detector/pure`, never the
 * browser's own BarcodeDetector, so every device reads the same) on the zxing-wasm reader. This
 * module is a chunk of its own, imported by the dialog on its first open; with it comes the
 * reader's WASM (1.1 MB raw), a hashed file of the build (dist/assets) that the portal serves with
 * `application/wasm` (server/node.ts), never a CDN: barcode-detector's default `locateFile` points
 * at jsDelivr, so it is replaced before the first detector (`prepareZXingModule({ overrides })`,
 * what zxing-wasm 3 has instead of the deprecated `setZXingModuleOverrides`).
 *
 * The pin: barcode-detector 3.2.2 inlines zxing-wasm 3.1.3's JavaScript (its ZXING_WASM_VERSION),
 * which must run the WASM of the very same build; the file imported here is zxing-wasm 3.1.3's
 * (package.json pins barcode-detector exactly, and it pins zxing-wasm exactly).
 * tests/unit/scanner-reader.test.ts holds ZXING_WASM_VERSION equal to node_modules/zxing-wasm's
 * version and ZXING_WASM_SHA256 equal to the file's hash: a new barcode-detector with another
 * zxing-wasm fails there, not in a user's camera.
 */
import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/pure';
import wasmFile from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { ScanFormat } from './scan-support.ts';

/**
 * The WASM's address, absolute: Vite writes the hashed file's path from the portal's root
 * (`/assets/zxing_reader-….wasm`), which a host page on another origin would resolve against
 * itself; resolved against this chunk's own URL it is the portal's, wherever the element runs.
 */
export const WASM_URL = new URL(wasmFile, import.meta.url).href;

const OVERRIDES = { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? WASM_URL : prefix + path) };

/** What the dialog needs of a reader: the codes seen in the video's current frame, first the best. */
export type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

/**
 * A detector for `formats`, once the reader's WASM is fetched and compiled (rejects when it could
 * not be: the dialog's "reader failed" state; the next call tries again from the start).
 */
export async function createDetector(formats: readonly ScanFormat[]): Promise<Detector> {
  try {
    // Given on every attempt (purging a failed module forgets them); one object, so a second
    // detector finds the module prepared with the same overrides and reuses it.
    await prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: [...formats] });
}
