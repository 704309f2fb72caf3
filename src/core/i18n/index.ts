/**
 * One i18next instance for every element and the standalone: Swedish by default and as fallback,
 * English offered. Each element, area and core itself registers its namespace when its module
 * loads, as one loader per language (a dynamic import of its sv.json or en.json): only the texts
 * of a language in use are fetched. An element renders once its texts in its language are loaded
 * (define.tsx waits with `useLoadedLanguage`, and keeps the language it shows until the texts of a
 * new one have arrived), so no key is ever shown; `useTexts` suspends for a namespace registered
 * later (a part loaded on demand) until its texts are there.
 */
import i18next, { type TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useElementContext } from '../element/context.ts';
import { useSession } from '../session/store.ts';

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

export function toLanguage(value: string | null | undefined): Language | null {
  const v = value?.trim().toLowerCase().slice(0, 2);
  return v === 'sv' || v === 'en' ? v : null;
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'core',
  fallbackNS: 'core',
  ns: ['core'],
  // Bundles are added as they load (addResourceBundle): none is fetched through a backend.
  resources: {},
  interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML
  initAsync: false,
  returnNull: false,
});

type Texts = Record<string, unknown>;
/** One language's texts of a namespace, loaded on demand: `() => import('./sv.json')`. */
export type TextLoader = () => Promise<{ default: Texts }>;

const loaders = new Map<string, Record<Language, TextLoader>>();
/** The namespaces that are an element's own texts (defineElement's), which no other element reads. */
const elementNamespaces = new Set<string>();
const loading = new Map<string, Promise<void>>();

/**
 * Registers a namespace's texts: a loader per language (its sv.json and en.json as dynamic
 * imports). Nothing is fetched here; `loadTexts` fetches a language when it is needed.
 */
export function addTexts(ns: string, texts: Record<Language, TextLoader>, elementOwn = false): void {
  if (!loaders.has(ns)) loaders.set(ns, texts);
  if (elementOwn) elementNamespaces.add(ns);
}

addTexts('core', { sv: () => import('./sv.json'), en: () => import('./en.json') });

/**
 * Every namespace registered so far but the elements' own (an element's first render: the areas'
 * its modules registered, whose keys its components read across namespaces, and core's; another
 * element's own texts on the page are never its concern).
 */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()].filter((ns) => !elementNamespaces.has(ns));
}

/** Whether the texts of these namespaces (default: every one registered) are loaded in `lng`. */
export function textsReady(lng: Language, namespaces: Iterable<string> = loaders.keys()): boolean {
  for (const ns of namespaces) if (loaders.has(ns) && !i18n.hasResourceBundle(lng, ns)) return false;
  return true;
}

function loadNamespace(lng: Language, ns: string): Promise<void> {
  const load = loaders.get(ns)?.[lng];
  if (!load || i18n.hasResourceBundle(lng, ns)) return Promise.resolve();
  const key = `${lng}|${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load().then(
      (texts) => {
        i18n.addResourceBundle(lng, ns, texts.default, true, true);
      },
      (error: unknown) => {
        loading.delete(key); // the next need tries again
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the texts of these namespaces (default: every one registered) in `lng`; each once. */
export function loadTexts(lng: Language, namespaces: Iterable<string> = loaders.keys()): Promise<void> {
  return Promise.all([...namespaces].map((ns) => loadNamespace(lng, ns))).then(() => undefined);
}

/**
 * The language to render in when `requested` is wanted: it once the texts of `namespaces` in it
 * are loaded; until then the language shown before (null at first: render nothing). The texts of
 * `requested` are loaded meanwhile, so a switch of language never shows a key.
 */
export function useLoadedLanguage(requested: Language, namespaces: Iterable<string>): Language | null {
  const ready = textsReady(requested, namespaces);
  const [shown, setShown] = useState<Language | null>(ready ? requested : null);
  if (ready && shown !== requested) setShown(requested);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTexts(requested, namespaces).then(
      () => {
        if (live) setShown(requested);
      },
      (error: unknown) => console.error(`fsp: could not load the ${requested} texts`, error),
    );
    return () => {
      live = false;
    };
  }, [requested, ready, namespaces]);
  return ready ? requested : shown;
}

/**
 * The language in force here: in an element, the one it renders in (its `lang` attribute, else
 * the session's choice, once its texts are loaded); elsewhere the session's choice.
 */
export function useLanguage(): Language {
  const element = useElementContext();
  const sessionLanguage = useSession((s) => s.language);
  return element?.language ?? sessionLanguage;
}

/** `t` for a namespace in the language in force here. */
export function useTexts(ns = 'core'): { t: TFunction; lang: Language } {
  const lang = useLanguage();
  const namespaces = ns === 'core' ? ['core'] : [ns, 'core'];
  // The element remembers it: a language it switches to shows once this namespace is loaded too.
  useElementContext()?.namespaces.add(ns);
  // A namespace registered after the element rendered (a part loaded on demand): wait for it.
  const missing = namespaces.find((n) => !textsReady(lang, [n]));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: React waits for a thrown promise
  if (missing) throw loadNamespace(lang, missing);
  const { t } = useTranslation(namespaces, { lng: lang, i18n });
  return { t, lang };
}
