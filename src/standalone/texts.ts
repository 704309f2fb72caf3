import { useEffect } from 'react';
import { addTexts, useTexts, type Language } from '../core/i18n/index.ts';
import { session } from '../core/session/store.ts';
import en from './en.json';
import sv from './sv.json';

export const NS = 'standalone';
addTexts(NS, { sv, en });

export function useStandaloneTexts() {
  return useTexts(NS);
}

/**
 * The page's language: `?lang=` sets the session's (remembered for the portal unless `remember` is
 * false), and the document's lang and title follow it.
 */
export function usePageLanguage(queryLang: Language | null, remember: boolean): void {
  const { t, lang } = useStandaloneTexts();
  useEffect(() => {
    if (queryLang) session.setLanguage(queryLang, remember);
  }, [queryLang, remember]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('appTitle');
  }, [lang, t]);
}
