/**
 * The fake camera's video (tests/e2e/fake-camera.ts) holds codes the scanner's reader reads: the
 * first frame of each Y4M file, taken from its bytes and shown as Chromium shows video-range luma,
 * decoded by barcode-detector/pure with the zxing reader WASM from node_modules (as the portal will
 * serve it, never from the CDN the library defaults to) gives back the exact text: the fixed
 * asset's inventory number from the label's Code 128, the GS1 element string from the QR code,
 * which parseGs1 then reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BarcodeDetector, setZXingModuleOverrides } from 'barcode-detector/pure';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { BLACK, code128Frame, qrFrame, VIDEO_HEIGHT, VIDEO_WIDTH, WHITE, Y4M_HEADER, y4mFirstLuma, y4mVideo } from '../e2e/fake-camera.ts';
import { parseGs1, scannedCode } from '../../src/core/format/gs1.ts';
import { GS1_ELEMENT_STRING, GTIN, INVENTORY_NUMBER } from './helpers/gs1-fixtures.ts';

beforeAll(() => {
  setZXingModuleOverrides({ locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) });
});

/** The luma plane as Chromium shows video-range YUV with grey chroma: (Y - 16) × 255 / 219 in each of R, G and B. */
function picture(luma: Uint8Array): ImageData {
  const rgba = new Uint8ClampedArray(VIDEO_WIDTH * VIDEO_HEIGHT * 4);
  for (let i = 0; i < luma.length; i++) {
    const v = (((luma[i] ?? 0) - 16) * 255) / 219;
    rgba.set([v, v, v, 255], i * 4);
  }
  return new ImageData(rgba, VIDEO_WIDTH, VIDEO_HEIGHT);
}

const formats = ['code_128', 'data_matrix', 'qr_code'] as const;

describe('the fake camera\'s Y4M video', () => {
  it('is YUV4MPEG2 640×480 4:2:0: the header, then frames of FRAME, luma and two chroma planes of 128', () => {
    const video = y4mVideo(code128Frame(INVENTORY_NUMBER), 3);
    expect(new TextDecoder().decode(video.subarray(0, Y4M_HEADER.length))).toBe('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg\n');
    const frameSize = 6 + 640 * 480 + 2 * 320 * 240;
    expect(video.length).toBe(Y4M_HEADER.length + 3 * frameSize);
    const second = Y4M_HEADER.length + frameSize;
    expect(new TextDecoder().decode(video.subarray(second, second + 6))).toBe('FRAME\n');
    expect(video.subarray(second - 2 * 320 * 240, second).every((v) => v === 128)).toBe(true);
    const luma = y4mFirstLuma(video);
    expect(new Set(luma)).toEqual(new Set([BLACK, WHITE]));
  });

  it('Code 128: the label\'s inventory number is read back exactly', async () => {
    const video = y4mVideo(code128Frame(INVENTORY_NUMBER));
    const found = await new BarcodeDetector({ formats: [...formats] }).detect(picture(y4mFirstLuma(video)));
    expect(found.map((b) => [b.format, b.rawValue])).toEqual([['code_128', INVENTORY_NUMBER]]);
    expect(parseGs1(found[0]?.rawValue ?? '')).toEqual({ gs1: false, raw: INVENTORY_NUMBER });
  });

  it('QR with a GS1 element string: read back with its GS separators and no identifier, and parsed', async () => {
    const video = y4mVideo(qrFrame(GS1_ELEMENT_STRING));
    const found = await new BarcodeDetector({ formats: [...formats] }).detect(picture(y4mFirstLuma(video)));
    expect(found.map((b) => [b.format, b.rawValue])).toEqual([['qr_code', GS1_ELEMENT_STRING]]);
    const text = found[0]?.rawValue ?? '';
    expect(parseGs1(text)).toMatchObject({ gs1: true, gtin: GTIN, batch: 'B-42', serial: 'SN-1' });
    expect(scannedCode(text)).toBe('SN-1');
  });
});
