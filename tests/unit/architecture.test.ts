/** The lint rule that enforces the architecture's import direction really fires. */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
// The snippets are not files on disk, so type-aware parsing is off for them; the rules under test need no types.
const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked, { rules: { '@typescript-eslint/no-unused-vars': 'off' } }] });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  const fatal = result?.messages.find((m) => m.fatal);
  if (fatal) throw new Error(fatal.message);
  return (result?.messages ?? []).filter((m) => m.ruleId === 'architecture/import-direction' || m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('import direction', () => {
  it('core may not import an element or the standalone', async () => {
    expect(await problems('src/core/ui/x.ts', "import { Documents } from '../../elements/documents/documents.tsx';\nexport const a = Documents;")).toEqual([
      expect.stringContaining('core may not import element:documents'),
    ]);
    expect(await problems('src/core/x.ts', "export { App } from '../standalone/app.tsx';")).toHaveLength(1);
  });

  it('an element may not import another element, at any depth', async () => {
    const found = await problems('src/elements/documents/components/x.ts', "import { a } from '../../messages/api.ts';\nexport const b = a;");
    expect(found).toEqual([expect.stringContaining('an element never imports another element')]);
  });

  it('the shared area code sits between core and the elements', async () => {
    // core is infrastructure: it never reads an area's shared code.
    expect(await problems('src/core/ui/x.ts', "import { orderKeys } from '../../areas/orders/orders.ts';\nexport const k = orderKeys;")).toEqual([
      expect.stringContaining('core may not import areas'),
    ]);
    // An area's shared code never reads an element, nor the standalone.
    expect(await problems('src/areas/orders/x.ts', "import { a } from '../../elements/cart/api.ts';\nexport const b = a;")).toEqual([
      expect.stringContaining('areas may not import element:cart'),
    ]);
    expect(await problems('src/areas/orders/x.ts', "import { App } from '../../standalone/app.tsx';\nexport const a = App;")).toHaveLength(1);
    // It browses the contract as types only, like the rest of the browser code.
    expect(await problems('src/areas/orders/x.ts', "import { OrderContent } from '../../contract/orders.ts';\nexport const o = OrderContent;")).toHaveLength(1);
    // Allowed: core, another area's shared code; elements and the standalone read it.
    expect(await problems('src/areas/orders/x.ts', "import { apiQuery } from '../../core/http/query.ts';\nimport { productKeys } from '../products/products.ts';\nexport const q = [apiQuery, productKeys];")).toEqual([]);
    expect(await problems('src/elements/cart/x.ts', "import { orderKeys } from '../../areas/orders/orders.ts';\nexport const k = orderKeys;")).toEqual([]);
    expect(await problems('src/standalone/x.ts', "import { messageKeys } from '../areas/messages/messages.ts';\nexport const k = messageKeys;")).toEqual([]);
  });

  it('the contract imports nothing of ours; the server only the contract', async () => {
    expect(await problems('src/contract/x.ts', "import { routes } from '../core/routes.ts';\nexport const r = routes;")).toHaveLength(1);
    expect(await problems('server/x.ts', "import { routes } from '../src/core/routes.ts';\nexport const r = routes;")).toHaveLength(1);
  });

  it('browser code imports the contract as types only, except constants.ts', async () => {
    expect(await problems('src/core/x.ts', "import { AppData } from '../contract/authentication.ts';\nexport const a = AppData;")).toHaveLength(1);
    expect(await problems('src/core/x.ts', "import type { AppData } from '../contract/authentication.ts';\nexport type A = AppData;")).toEqual([]);
    expect(await problems('src/core/x.ts', "import { SESSION_HEADER } from '../contract/constants.ts';\nexport const h = SESSION_HEADER;")).toEqual([]);
  });

  it('the allowed directions pass', async () => {
    expect(await problems('src/elements/documents/x.ts', "import { routes } from '../../core/routes.ts';\nexport const r = routes;")).toEqual([]);
    expect(await problems('src/standalone/x.ts', "import { TAG } from '../elements/documents/documents.element.ts';\nexport const t = TAG;")).toEqual([]);
  });

  it('the loader and its catalog reach core and the elements, never the standalone; core never reaches them', async () => {
    expect(await problems('src/catalog.ts', "import type { ElementSpec } from './core/element/base.ts';\nexport const l = () => import('./elements/documents/documents.element.ts');\nexport type S = ElementSpec;")).toEqual([]);
    expect(await problems('src/loader.ts', "import { CATALOG } from './catalog.ts';\nexport const c = CATALOG;")).toEqual([]);
    expect(await problems('src/loader.ts', "import { App } from './standalone/app.tsx';\nexport const a = App;")).toEqual([expect.stringContaining('loader may not import standalone')]);
    expect(await problems('src/core/element/x.ts', "import { CATALOG } from '../../catalog.ts';\nexport const c = CATALOG;")).toEqual([expect.stringContaining('core may not import loader')]);
    expect(await problems('src/standalone/x.ts', "import { CATALOG } from '../catalog.ts';\nexport const c = CATALOG;")).toEqual([]);
  });
});
