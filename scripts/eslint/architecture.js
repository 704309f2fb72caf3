// A local ESLint rule for the architecture's one-way imports (docs/architecture.md):
//   contract -> core -> areas -> elements/<area> -> standalone; server imports only the contract.
// core is infrastructure and imports no area; an area's shared code (src/areas/<area>) may use
// another area's (orders' rules read products'), never an element; an element never imports
// another element. Relative imports are resolved against the file, so
// the rule does not depend on how deep a file sits in its folder.
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/** The layer of a file: 'contract', 'core', 'areas', 'element:<area>', 'standalone', 'server', or null. */
export function layerOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'server') return 'server';
  if (parts[0] !== 'src') return null;
  if (parts[1] === 'contract' || parts[1] === 'core' || parts[1] === 'standalone' || parts[1] === 'areas') return parts[1];
  if (parts[1] === 'elements' && parts.length > 3) return `element:${parts[2]}`;
  // The loader and the catalog it reads (generated) define every tag; they load elements lazily.
  if (parts[1] === 'loader.ts' || parts[1] === 'catalog.ts') return 'loader';
  return null;
}

const allowed = {
  contract: (to) => to === 'contract',
  core: (to) => to === 'contract' || to === 'core',
  areas: (to) => to === 'contract' || to === 'core' || to === 'areas',
  standalone: (to) => to === 'contract' || to === 'core' || to === 'areas' || to === 'standalone' || to === 'loader' || to.startsWith('element:'),
  loader: (to) => to === 'loader' || to === 'core' || to.startsWith('element:'),
  server: (to) => to === 'contract' || to === 'server',
};

function permitted(from, to) {
  if (from.startsWith('element:')) return to === 'contract' || to === 'core' || to === 'areas' || to === from;
  return allowed[from]?.(to) ?? true;
}

function advice(from, to) {
  if (from.startsWith('element:') && to.startsWith('element:')) return 'an element never imports another element: emit fsp-navigate with a path from core/routes';
  if (from === 'server' || to === 'server') return 'the server and the browser code share only src/contract';
  if (from === 'core' && to === 'areas') return 'core is infrastructure: an area\'s shared code lives in src/areas/<area> and core never reads it';
  return 'imports flow contract -> core -> areas -> elements -> standalone';
}

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the architecture: contract -> core -> areas -> elements -> standalone; no element imports another.' },
    messages: { forbidden: '{{from}} may not import {{to}} ({{why}}).' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      if (to && !permitted(from, to)) context.report({ node, messageId: 'forbidden', data: { from, to, why: advice(from, to) } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
