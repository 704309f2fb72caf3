/**
 * One i18next instance for every element and the standalone: Swedish by default and as fallback,
 * English offered. Each element adds its own namespace when its module loads.
 */
import i18next, { type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { useElementContext } from '../element/context.ts';
import { useSession } from '../session/store.ts';
import en from './en.json';
import sv from './sv.json';

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
  resources: { sv: { core: sv }, en: { core: en } },
  interpolation: { escapeValue: false }, // React escapes; nothing is rendered as HTML
  initAsync: false,
  returnNull: false,
});

/** Registers an element's texts (its sv.json and en.json) under its namespace. */
export function addTexts(ns: string, texts: Record<Language, Record<string, unknown>>): void {
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[lng], true, true);
  }
}

/** The language in force here: the element's `lang` attribute, else the session's choice. */
export function useLanguage(): Language {
  const element = useElementContext();
  const sessionLanguage = useSession((s) => s.language);
  return toLanguage(element?.lang) ?? sessionLanguage;
}

/** `t` for a namespace in the language in force here. */
export function useTexts(ns = 'core'): { t: TFunction; lang: Language } {
  const lang = useLanguage();
  const { t } = useTranslation(ns === 'core' ? 'core' : [ns, 'core'], { lng: lang, i18n });
  return { t, lang };
}
