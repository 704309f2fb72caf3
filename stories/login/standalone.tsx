/**
 * What the standalone's logged-out stories share: the page frame the shell gives them (a `<main>`,
 * the document language the app keeps in step with the session), the configuration literals the
 * LoginPage takes as its prop, and a reset of what the login page remembers on this device.
 */
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import type { PublicConfiguration } from '../../src/contract/authentication.ts';
import type { Language } from '../../src/core/i18n/index.ts';
import { session, useSession } from '../../src/core/session/store.ts';
import '../../src/core/styles/tokens.css';
import '../../src/core/ui/ui.css';
import '../../src/standalone/standalone.css';
import '../../src/standalone/texts.ts';

/** The key LoginPage keeps the last chosen method under (src/standalone/login.tsx). */
export const METHOD_KEY = 'fsp.loginMethod';

type Method = PublicConfiguration['loginMethods'][number];

export const CONTACT: PublicConfiguration['contact'] = {
  organisation: 'Hjälpmedelscentralen Sydväst',
  phone: '040-628 04 00',
  supportEmail: 'support@example.org',
  cookiePolicyUrl: 'https://www.example.org/kakor',
  postalAddress: 'Box 4711, 211 45 Malmö',
};

/** A public configuration offering these login methods, as GET /rs/configuration answers it. */
export function configuration(...loginMethods: Method[]): PublicConfiguration {
  return { loginMethods, openId: null, enterpriseDirectory: null, singleSignOutUrl: null, workflowPortalUrl: '/workflow/portal', version: '202504', contact: CONTACT };
}

/**
 * The page as the shell frames it: inside `<main>`, the document's language following the
 * session's (App does this in the portal), put back when the story ends.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  const lang = useSession((s) => s.language);
  useLayoutEffect(() => {
    const before = document.documentElement.lang;
    document.documentElement.lang = lang;
    return () => {
      document.documentElement.lang = before;
    };
  }, [lang]);
  return <main id="main">{children}</main>;
}

/**
 * Before each story: no remembered login method and Swedish, whatever an earlier story or the
 * browser's storage left; afterwards the same again. Returns the cleanup for `beforeEach`.
 */
export function freshDevice(): () => void {
  const reset = () => {
    localStorage.removeItem(METHOD_KEY);
    session.setLanguage('sv', false);
  };
  reset();
  return reset;
}

/** For a story in another language: `beforeEach: inLanguage('en')` (the standalone has no lang prop). */
export function inLanguage(lang: Language): () => () => void {
  return () => {
    session.setLanguage(lang, false);
    return () => session.setLanguage('sv', false);
  };
}

/** The decorator both login story files use: the story inside the standalone's page frame. */
export const onStandalonePage: Decorator = (Story) => (
  <StandalonePage>
    <Story />
  </StandalonePage>
);
