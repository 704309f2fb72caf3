// Each line marked `error TS…` must fail with exactly that error (code, line and message start), and
// nothing else may fail: a fixture that breaks for another reason does not pass.
import 'fsp-portal-elements';
import type {} from 'fsp-portal-elements/react';

export const stringFolder = <fsp-documents folder="3" />; // error TS2322: Type 'string' is not assignable to type 'number'
export const unknownAttribute = <fsp-documents folders={3} />; // error TS2322: Property 'folders' does not exist on type 'FspDocumentsProps'
export const unknownValue = <fsp-mobile-id device="tablet" />; // error TS2322: Type '"tablet"' is not assignable to type '"mobile" | "desktop"
export const unknownDetail = <fsp-profile onfsp-navigate={(event) => event.detail.nope} />; // error TS2339: Property 'nope' does not exist on type '{ path: string; replace?: boolean; state?: { step?: number; reference?: string; }; }'
export const unknownTag = <fsp-nothing />; // error TS2339: Property 'fsp-nothing' does not exist on type 'JSX.IntrinsicElements'
export const notAString: string = document.querySelector('fsp-documents')!.folder; // error TS2322: Type 'number | null' is not assignable to type 'string'
