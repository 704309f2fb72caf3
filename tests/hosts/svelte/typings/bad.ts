// Each line marked `error TS…` must fail with exactly that error (code, line and message start), and
// nothing else may fail: a fixture that breaks for another reason does not pass.
import 'fsp-portal-elements';
import type {} from 'fsp-portal-elements/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

export const stringFolder: SvelteHTMLElements['fsp-documents'] = { folder: '3' }; // error TS2322: Type 'string' is not assignable to type 'number'
export const unknownAttribute: SvelteHTMLElements['fsp-documents'] = { folders: 3 }; // error TS2561: Object literal may only specify known properties, but 'folders' does not exist
export const unknownValue: SvelteHTMLElements['fsp-mobile-id'] = { device: 'tablet' }; // error TS2322: Type '"tablet"' is not assignable to type '"mobile" | "desktop"
export const unknownDetail: SvelteHTMLElements['fsp-profile'] = { 'onfsp-navigate': (event) => event.detail.nope }; // error TS2339: Property 'nope' does not exist on type '{ path: string; replace?: boolean; state?: { step?: number; reference?: string; }; }'
