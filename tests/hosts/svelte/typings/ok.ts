// A Svelte 5 host's elements as its templates write them (`<fsp-documents folder={3} onfsp-navigate={…}>`),
// checked at the type level against svelte/elements: must compile without a single error.
import 'fsp-portal-elements';
import type {} from 'fsp-portal-elements/svelte';
import type { FspNavigateEvent, FspProfileElement } from 'fsp-portal-elements';
import type { SvelteHTMLElements } from 'svelte/elements';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly = <A, B>(check: Equal<A, B>): Equal<A, B> => check;

const paths: string[] = [];
export const documents: SvelteHTMLElements['fsp-documents'] = {
  folder: 3,
  lang: 'sv',
  'api-base': 'https://portal.example.org/rs',
  sessionId: 'from the host login',
  class: 'documents',
  'onfsp-navigate': (event) => {
    exactly<typeof event, FspNavigateEvent>(true);
    const path: string = event.detail.path;
    paths.push(path);
  },
};
export const profile: SvelteHTMLElements['fsp-profile'] = { tab: 'settings', apiBase: '/rs', onclick: (event) => event.currentTarget.tab };
export const mobileId: SvelteHTMLElements['fsp-mobile-id'] = { device: 'desktop', id: 'bankid' };
// Not the catch-all entry of SvelteHTMLElements (`{ [name: string]: any }`): the element's own props.
exactly<SvelteHTMLElements['fsp-documents']['folder'], number | null | undefined>(true);

const folder = document.querySelector('fsp-documents')?.folder;
exactly<typeof folder, number | null | undefined>(true);
const created = document.createElement('fsp-profile');
exactly<typeof created, FspProfileElement>(true);
