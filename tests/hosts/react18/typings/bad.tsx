// Each line marked `error TS…` must fail with exactly that error (code, line and message start), and
// nothing else may fail: a fixture that breaks for another reason does not pass.
import 'fsp-portal-elements';
import type {} from 'fsp-portal-elements/react18';

export const stringFolder = <fsp-documents folder="3" />; // error TS2322: Type 'string' is not assignable to type 'number'
export const unknownAttribute = <fsp-documents folders={3} />; // error TS2322: Property 'folders' does not exist on type 'FspDocumentsProps'
export const session = <fsp-documents sessionId="abc" />; // error TS2322: Property 'sessionId' does not exist on type 'FspDocumentsProps'
export const camelCase = <fsp-documents apiBase="/rs" />; // error TS2322: Property 'apiBase' does not exist on type 'FspDocumentsProps'
export const listener = <fsp-profile onfsp-navigate={() => undefined} />; // error TS2322: Type '() => undefined' is not assignable to type 'never'
export const className = <fsp-profile className="x" />; // error TS2322: Property 'className' does not exist on type 'FspProfileProps'
document.querySelector('fsp-profile')?.addEventListener('fsp-navigate', (event) => event.detail.nope); // error TS2339: Property 'nope' does not exist on type '{ path: string; replace?: boolean; state?: { step?: number; reference?: string; }; }'
