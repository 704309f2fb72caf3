/** The shell: header with the language switch (the user's parts: logged-in-shell.tsx), the footer. */
import { memo, type ReactNode } from 'react';
import type { PublicConfiguration } from '../contract/authentication.ts';
import { switchLanguage, useStandaloneTexts } from './texts.ts';

export const LanguageSwitch = memo(function LanguageSwitch() {
  const { t, lang } = useStandaloneTexts();
  const other = lang === 'sv' ? 'en' : 'sv';
  return (
    <button type="button" className="lang-switch" lang={other} onClick={() => switchLanguage(other)} aria-label={`${t('header.language')}: ${t('header.switchTo')}`}>
      {t('header.switchTo')}
    </button>
  );
});

export type ShellProps = {
  configuration: PublicConfiguration | null;
  /** The logged-in user's header actions (logged-in-shell.tsx): none on the logged-out pages. */
  actions?: ReactNode;
  /** The menu under the header row (logged-in-shell.tsx). */
  nav?: ReactNode;
  /** After the footer: the new-order dialog's host (logged-in-shell.tsx). */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every page: the skip link, the header with the portal's name and the language
 * switch, the main landmark and the footer. What a logged-in user has besides (the menu, the
 * search, the active order, the messages, the user and log out) comes with the logged-in part of
 * the portal (logged-in.tsx, a chunk of its own that the login page does not load).
 */
export function Shell({ configuration, actions, nav, after, children }: ShellProps) {
  const { t } = useStandaloneTexts();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="header">
        <div className="header-row">
          <a className="brand" href="/">
            {t('appTitle')}
          </a>
          <div className="header-actions">
            <LanguageSwitch />
            {actions}
          </div>
        </div>
        {nav}
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer configuration={configuration} />
      {after}
    </div>
  );
}

const Footer = memo(function Footer({ configuration }: { configuration: PublicConfiguration | null }) {
  const { t } = useStandaloneTexts();
  const contact = configuration?.contact;
  return (
    <footer className="footer">
      {contact ? (
        <section aria-label={t('footer.label')}>
          <p className="org">{contact.organisation}</p>
          <ul>
            <li>
              {t('footer.phone')}: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </li>
            <li>
              {t('footer.support')}: <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            </li>
            <li>{contact.postalAddress}</li>
            <li>
              <a href={contact.cookiePolicyUrl}>{t('footer.cookies')}</a>
            </li>
          </ul>
        </section>
      ) : null}
      {configuration ? <p className="version">{t('footer.version', { version: configuration.version })}</p> : null}
    </footer>
  );
});
