/**
 * scripts/elements.ts: the JSDoc checked against defineElement()'s attributes, and the manifest the
 * build serves. (That the committed outputs match the elements is `node scripts/elements.ts --check`,
 * a step of npm test.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Package } from 'custom-elements-manifest/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestAsset, readElements } from '../../scripts/elements.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A src/elements of one element `fsp-<area>` with the given JSDoc tags and attributes. */
function elementsDir(area: string, jsdoc: string, attributes: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fsp-elements-'));
  dirs.push(dir);
  mkdirSync(join(dir, area));
  writeFileSync(
    join(dir, area, `${area}.element.ts`),
    `/**\n * The ${area}.\n *\n * @summary ${area}.\n * @tag fsp-${area}\n${jsdoc}\n */\nimport { defineElement } from '../../core/element/define.tsx';\nexport const TAG = 'fsp-${area}';\ndefineElement({ tag: TAG, attributes: ${attributes}, component: () => null, css: '' });\n`,
  );
  return dir;
}

describe('readElements', () => {
  it('reads attributes, properties and events, with the common ones', () => {
    const [el] = readElements(elementsDir('cart', ' * @attr {number} order-row - The row.\n * @attr {boolean} open - Open.\n * @event {CustomEvent<{ id: number }>} fsp-added - Added.', "{ orderRow: 'number', open: 'boolean' }"));
    expect(el?.tag).toBe('fsp-cart');
    expect(el?.className).toBe('FspCartElement');
    expect(el?.attributes).toEqual([['orderRow', 'number'], ['open', 'boolean']]);
    expect(el?.fields.map((f) => [f.name, f.attribute, f.type])).toEqual([
      ['orderRow', 'order-row', 'number | null'],
      ['open', 'open', 'boolean'],
      ['lang', 'lang', 'string'],
      ['apiBase', 'api-base', 'string | null'],
      ['sessionId', null, 'string | null'],
    ]);
    expect(el?.events).toEqual([{ name: 'fsp-added', type: 'CustomEvent<{ id: number }>', description: 'Added.', alias: 'FspAddedEvent' }]);
  });

  it('fails naming every disagreement between the JSDoc and defineElement()', () => {
    const dir = elementsDir('cart', ' * @attr {string} row - The row.\n * @attr {boolean} gone - Not in the code.', "{ row: 'number', extra: 'string' }");
    expect(() => readElements(dir)).toThrow(/@attr \{string\} row is read as string, but defineElement\(\) says row: 'number'/);
    expect(() => readElements(dir)).toThrow(/attribute 'extra' \(defineElement: extra: 'string'\) has no @attr/);
    expect(() => readElements(dir)).toThrow(/@attr gone is documented but not among defineElement\(\)'s attributes/);
  });

  it('fails on a tag that is not fsp- and the folder name', () => {
    const dir = elementsDir('cart', '', '{}');
    writeFileSync(join(dir, 'cart', 'cart.element.ts'), `/**\n * The cart.\n * @summary Cart.\n * @tag fsp-basket\n */\ndefineElement({ tag: 'fsp-basket', attributes: {} });\n`);
    expect(() => readElements(dir)).toThrow(/@tag must be fsp-cart/);
  });
});

describe('manifestAsset', () => {
  it('emits the manifest as elements/custom-elements.json, its paths relative to that folder', () => {
    const emitted: { type: string; fileName: string; source: string }[] = [];
    const plugin = manifestAsset();
    const hook = plugin.generateBundle;
    expect(typeof hook).toBe('function');
    (hook as unknown as (this: unknown) => void).call({ emitFile: (file: { type: string; fileName: string; source: string }) => emitted.push(file) });
    expect(emitted.map((f) => [f.type, f.fileName])).toEqual([['asset', 'elements/custom-elements.json']]);
    const manifest = JSON.parse(emitted[0]?.source ?? '') as Package;
    expect(manifest.schemaVersion).toBe('2.1.0');
    const documents = manifest.modules.find((m) => m.path === 'fsp-documents.js');
    expect(documents?.exports).toEqual([{ kind: 'custom-element-definition', name: 'fsp-documents', declaration: { name: 'FspDocumentsElement', module: 'fsp-documents.js' } }]);
  });
});
