/**
 * A fake camera for the scanner's e2e tests (issue 40): a Y4M video of one code, which Chromium
 * plays as the camera when launched with
 *
 *   --use-fake-device-for-media-stream        a fake camera and microphone instead of the machine's
 *   --use-fake-ui-for-media-stream            the camera permission granted without its prompt
 *   --use-file-for-fake-video-capture=<file.y4m>   the fake camera's picture: this file, looped
 *
 * (`fakeCameraArgs`; `writeFakeCamera` in fake-camera-file.ts writes the file for a spec's launch
 * options, tests/e2e/fake-camera.spec.ts shows how). The video is `YUV4MPEG2 W640 H480 F10:1 Ip
 * A1:1 C420jpeg`: a few identical frames, the code drawn black (luma 16) on white (235: the video
 * range Chromium maps to 0 and 255) with its quiet zone, both chroma planes 128 (grey).
 *
 * The codes are the portal's own:
 * - Code 128 from the encoder the fixed asset's label uses (server/code128.ts, code set B, drawn
 *   as server/label-pdf.ts draws it: whole modules, 10 modules of quiet zone on each side);
 * - QR from qrcode-generator (the BankID QR's library). It has no FNC1 mode, so a GS1 element
 *   string is encoded as text in byte mode with GS (U+001D) between the values: zxing reads back
 *   that text as it is, and, like any GS1 code read in zxing's plain text mode (barcode-detector's),
 *   without a ]Q3 identifier; src/core/format/gs1.ts takes the GS-separated string without one.
 *
 * No Node module is imported here, so a browser test can decode the very frames (the Y4M bytes)
 * with the scanner's reader (tests/unit/fake-camera.browser.test.ts).
 */
import qrcode from 'qrcode-generator';
import { code128Modules } from '../../server/code128.ts';

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
/** Luma of black and white in video range (BT.601 limited): Chromium shows them as 0 and 255. */
export const BLACK = 16;
export const WHITE = 235;
/** The label's quiet zone in modules (server/label-pdf.ts). */
export const CODE128_QUIET_ZONE = 10;
/** QR's quiet zone in modules (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

export const Y4M_HEADER = `YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;

/** A picture's luma plane, row by row, and where the code's modules lie in it. */
export type Frame = { luma: Uint8Array; left: number; top: number; module: number; modules: number };

function blank(): Uint8Array {
  return new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT).fill(WHITE);
}

function fillRect(luma: Uint8Array, x: number, y: number, w: number, h: number) {
  for (let row = y; row < y + h; row++) luma.fill(BLACK, row * VIDEO_WIDTH + x, row * VIDEO_WIDTH + x + w);
}

/** A Code 128 of `text` across the middle of the picture: modules as wide as fit with the quiet zones, bars half the height. */
export function code128Frame(text: string): Frame {
  const modules = code128Modules(text);
  const module = Math.floor(VIDEO_WIDTH / (modules.length + 2 * CODE128_QUIET_ZONE));
  if (module < 2) throw new RangeError(`Code 128 of ${JSON.stringify(text)}: ${modules.length} modules do not fit ${VIDEO_WIDTH} px at 2 px each`);
  const luma = blank();
  const left = Math.floor((VIDEO_WIDTH - modules.length * module) / 2);
  const height = VIDEO_HEIGHT / 2;
  const top = (VIDEO_HEIGHT - height) / 2;
  for (let i = 0; i < modules.length; i++) if (modules[i] === '1') fillRect(luma, left + i * module, top, module, height);
  return { luma, left, top, module, modules: modules.length };
}

/** A QR code of `text` (byte mode, error correction M) in the middle of the picture, as large as fits with its quiet zone. */
export function qrFrame(text: string): Frame {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  const module = Math.floor(Math.min(VIDEO_WIDTH, VIDEO_HEIGHT) / (count + 2 * QR_QUIET_ZONE));
  const luma = blank();
  const left = Math.floor((VIDEO_WIDTH - count * module) / 2);
  const top = Math.floor((VIDEO_HEIGHT - count * module) / 2);
  for (let r = 0; r < count; r++) for (let c = 0; c < count; c++) if (qr.isDark(r, c)) fillRect(luma, left + c * module, top + r * module, module, module);
  return { luma, left, top, module, modules: count };
}

/** The Y4M file of `frames` copies of the picture: the header, then for each frame "FRAME\n", luma, and the two chroma planes (4:2:0, 128). */
export function y4mVideo(frame: Frame, frames = 3): Uint8Array {
  const header = new TextEncoder().encode(Y4M_HEADER);
  const marker = new TextEncoder().encode('FRAME\n');
  const chroma = (VIDEO_WIDTH / 2) * (VIDEO_HEIGHT / 2);
  const frameSize = marker.length + frame.luma.length + 2 * chroma;
  const out = new Uint8Array(header.length + frames * frameSize);
  out.set(header, 0);
  for (let f = 0; f < frames; f++) {
    const at = header.length + f * frameSize;
    out.set(marker, at);
    out.set(frame.luma, at + marker.length);
    out.fill(128, at + marker.length + frame.luma.length, at + frameSize);
  }
  return out;
}

/** The first frame's luma plane of a Y4M file made by `y4mVideo` (its header checked). */
export function y4mFirstLuma(video: Uint8Array): Uint8Array {
  const text = new TextDecoder('latin1').decode(video.subarray(0, Y4M_HEADER.length + 6));
  if (!text.startsWith(Y4M_HEADER) || text.slice(Y4M_HEADER.length) !== 'FRAME\n') throw new Error('not a Y4M video of this size');
  const at = Y4M_HEADER.length + 6;
  return video.subarray(at, at + VIDEO_WIDTH * VIDEO_HEIGHT);
}

/** Chromium's flags for a fake camera that shows `file` (a Y4M video) and a camera permission given without a prompt. */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
