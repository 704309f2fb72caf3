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
 * false), and the document's lang, title and meta description follow it (index.html holds the
 * Swedish description for the first paint and for crawlers that run no script).
 */
export function usePageLanguage(queryLang: Language | null, remember: boolean): void {
  const { t, lang } = useStandaloneTexts();
  useEffect(() => {
    if (queryLang) session.setLanguage(queryLang, remember);
  }, [queryLang, remember]);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t('appTitle');
    let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      document.head.append(description);
    }
    description.content = t('appDescription');
  }, [lang, t]);
}
