/**
 * The scanner's reader pin (issue 40, src/core/ui/scanner/reader.ts): barcode-detector inlines
 * zxing-wasm's JavaScript, which runs only the WASM of the same zxing-wasm build; the portal serves
 * the WASM from its own node_modules/zxing-wasm. A barcode-detector that brings another zxing-wasm
 * fails here, not in a user's camera.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZXING_WASM_SHA256, ZXING_WASM_VERSION } from 'barcode-detector/pure';

const here = import.meta.dirname;
const zxingPackage = JSON.parse(readFileSync(join(here, '..', '..', 'node_modules', 'zxing-wasm', 'package.json'), 'utf8')) as { version: string };
/** The file reader.ts imports (`zxing-wasm/reader/zxing_reader.wasm?url`), resolved as Vite does: by the package's exports. */
const WASM_SPECIFIER = 'zxing-wasm/reader/zxing_reader.wasm';

describe('the reader and its WASM', () => {
  it('barcode-detector runs the zxing-wasm version installed (ZXING_WASM_VERSION)', () => {
    expect(ZXING_WASM_VERSION).toBe(zxingPackage.version);
  });

  it('imports the WASM file of that version, byte for byte (ZXING_WASM_SHA256)', () => {
    const source = readFileSync(join(here, '..', '..', 'src', 'core', 'ui', 'scanner', 'reader.ts'), 'utf8');
    expect(source).toContain(`from '${WASM_SPECIFIER}?url'`);
    const file = createRequire(import.meta.url).resolve(WASM_SPECIFIER);
    expect(file.replaceAll('\\', '/')).toMatch(/node_modules\/zxing-wasm\/dist\/reader\/zxing_reader\.wasm$/);
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });

  it('never lets the reader fall back to a CDN: the WASM is located by our override', () => {
    const source = readFileSync(join(here, '..', '..', 'src', 'core', 'ui', 'scanner', 'reader.ts'), 'utf8');
    expect(source).toMatch(/locateFile: \(path: string, prefix: string\) => \(path\.endsWith\('\.wasm'\) \? WASM_URL : prefix \+ path\)/);
    expect(source).toContain('prepareZXingModule({ overrides: OVERRIDES, fireImmediately: true })');
  });
});
