/**
 * The loader: the one script a host page needs. It defines every `<fsp-*>` tag at once with the
 * small class of core/element/base.ts; an element's code (and the shared runtime) loads the first
 * time one of its tags is connected, wherever it is: in the document, in a shadow root of the
 * host's own components, added later, created by a framework. It adds nothing to the document.
 *   <script type="module" src="https://portal.example.org/elements/loader.js"></script>
 */
import { declareElement } from './core/element/base.ts';
import { CATALOG } from './catalog.ts';

for (const spec of CATALOG) declareElement(spec);
