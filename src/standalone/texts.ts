import { useEffect } from 'react';
import { addTexts, loadTexts, useTexts, type Language } from '../core/i18n/index.ts';
import { session } from '../core/session/store.ts';

export const NS = 'standalone';
addTexts(NS, { sv: () => import('./sv.json'), en: () => import('./en.json') });

/**
 * Switches the session's language once the texts of every namespace registered (the shell's, core's,
 * every element's on the page) are loaded in it: nothing shows a key while they load. The choice is
 * remembered at once: a reload while the texts load keeps it.
 */
export function switchLanguage(lang: Language, remember = true): void {
  if (remember) session.rememberLanguage(lang);
  loadTexts(lang).then(
    () => session.setLanguage(lang, remember),
    (error: unknown) => console.error(`fsp: could not load the ${lang} texts`, error),
  );
}

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
    if (queryLang) switchLanguage(queryLang, remember);
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
