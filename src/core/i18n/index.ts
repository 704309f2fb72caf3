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
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'core',
  fallbackNS: 'core',
  ns: ['core'],
  // Bundles are added as they load (addResourceBundle): none is fetched through a backend.
  resources: {},
  interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML
  // The defaults, said: i18next then takes every key as a path (a.b) with an optional namespace
  // (ns:a.b), as ours all are, and skips guessing at each call whether it is a sentence instead.
  keySeparator: '.',
  nsSeparator: ':',
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
        // A namespace's first bundle (loaded only while it has none), taken as it is: i18next's
        // default deep-copies it through JSON and merges it key by key (a few ms a bundle at 4x
        // CPU, in a screen's first load). Nothing changes a bundle once added (no addResource).
        i18n.addResourceBundle(lng, ns, texts.default, false, true, { skipCopy: true });
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
  const namespaces = withCore(ns);
  // The element remembers it: a language it switches to shows once this namespace is loaded too.
  useElementContext()?.namespaces.add(ns);
  // A namespace registered after the element rendered (a part loaded on demand): wait for it.
  const missing = namespaces.find((n) => !textsReady(lang, [n]));
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: React waits for a thrown promise
  if (missing) throw loadNamespace(lang, missing);
  return { t: fixedTexts(lang, ns), lang };
}

/** Where a key of `ns` is looked up: there, then in core's texts (i18next's fallbackNS). */
const withCore = (ns: string) => (ns === 'core' ? ['core'] : [ns, 'core']);

/** A value an interpolation may use in a remembered text: one that reads the same every time. */
const plain = (v: unknown) => v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
/** The most texts a `t` remembers; past that it starts again (a list of a thousand rows formats as many counts). */
const REMEMBERED = 2000;
const fixed = new Map<string, TFunction>();
// A bundle added or removed may change any text: forget them all (it happens as namespaces load, not per render).
i18n.store.on('added', () => fixed.clear());
i18n.store.on('removed', () => fixed.clear());

/**
 * A text as it stands in the bundle of `ns`, else of core, in `lang`: what i18next gives for a key
 * without options when the text is a plain string (no interpolation, no nesting). Anything else
 * (not there, not a string, an English text missing and Swedish's the fallback) is i18next's.
 */
function stored(lang: Language, ns: string, key: string): string | undefined {
  for (const n of withCore(ns)) {
    const v: unknown = i18n.getResource(lang, n, key);
    if (v === undefined || v === null) continue;
    return typeof v === 'string' && !v.includes('{{') && !v.includes('$t(') ? v : undefined;
  }
  return undefined;
}

/**
 * `t` for a namespace (falling back to core's) in a language, the same function for each pair until
 * a bundle is added (then a new one), that remembers what it gave: the same key with the same plain
 * options gives the same text. i18next works each text out anew (its options copied, the key parsed, the
 * namespaces and plural forms searched): about a tenth of a page's first render at 4x CPU
 * (issue 41), where a page asks for the same labels again and again.
 */
export function fixedTexts(lang: Language, ns: string): TFunction {
  const id = `${lang}|${ns}`;
  let t = fixed.get(id);
  if (!t) {
    // Called with what the caller gave, as i18next's own takes it (its overloads are the caller's to meet).
    const base = i18n.getFixedT(lang, ns) as unknown as (...args: unknown[]) => unknown;
    const texts = new Map<string, string>();
    const remembering = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      // A key alone: its text may stand in the bundle as it is.
      const bare = typeof key === 'string' && options === undefined && rest.length === 0;
      let memo: string | null = null;
      if (typeof key === 'string' && rest.length === 0) {
        if (bare) memo = key;
        else if (typeof options === 'object' && options !== null && Object.values(options).every(plain)) memo = `${key}\u0000${JSON.stringify(options)}`;
      }
      if (memo !== null) {
        const known = texts.get(memo);
        if (known !== undefined) return known;
      }
      const text = (bare ? stored(lang, ns, key) : undefined) ?? base(key, options, ...rest);
      if (memo !== null && typeof text === 'string') {
        if (texts.size >= REMEMBERED) texts.clear();
        texts.set(memo, text);
      }
      return text;
    };
    t = remembering as unknown as TFunction;
    fixed.set(id, t);
  }
  return t;
}
