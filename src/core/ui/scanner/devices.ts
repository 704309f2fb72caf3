/**
 * The scanner dialog's camera and reader, replaceable (as core/http's `setTransport` replaces the
 * network): stories and tests drive every state of the dialog with a camera that answers as they
 * say and a reader that finds what they say, without a device or the WASM. In the dialog's chunk.
 */
import type { Detector } from './reader.ts';
import type { ScanFormat } from './scan-support.ts';

export type { Detector } from './reader.ts';

export type ScannerDevices = {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** A detector for the formats, once the reader is loaded (rejects when it cannot be). */
  createDetector: (formats: readonly ScanFormat[]) => Promise<Detector>;
};

const REAL: ScannerDevices = {
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  // The reader and its WASM: a chunk of their own, fetched on the dialog's first open.
  createDetector: (formats) => import('./reader.ts').then((reader) => reader.createDetector(formats)),
};

let devices: ScannerDevices = REAL;

/** Replaces the camera and the reader (or one of them); no argument puts the real ones back. */
export function setScannerDevices(replacement: Partial<ScannerDevices> = REAL): void {
  devices = { ...REAL, ...replacement };
}

export const scannerDevices = (): ScannerDevices => devices;
