/**
 * The autoloader: one small script for host pages. It loads an element's code the first time its
 * tag appears in the document (now or later), so a host needs one script tag for every element.
 *   <script type="module" src="https://portal.example.org/elements/loader.js"></script>
 */
const ELEMENTS: Record<string, () => Promise<unknown>> = {
  'fsp-documents': () => import('./elements/documents/documents.element.ts'),
  'fsp-profile': () => import('./elements/profile/profile.element.ts'),
  'fsp-mobile-id': () => import('./elements/mobile-id/mobile-id.element.ts'),
};

const requested = new Set<string>();

function load(tag: string): void {
  const importer = ELEMENTS[tag];
  if (!importer || requested.has(tag) || customElements.get(tag)) return;
  requested.add(tag);
  importer().catch((error: unknown) => {
    requested.delete(tag);
    console.error(`fsp loader: could not load <${tag}>`, error);
  });
}

function scan(root: ParentNode): void {
  for (const tag of Object.keys(ELEMENTS)) if (root.querySelector(tag)) load(tag);
}

scan(document);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (node instanceof Element) {
        load(node.localName);
        scan(node);
      }
    }
  }
}).observe(document.documentElement, { childList: true, subtree: true });
