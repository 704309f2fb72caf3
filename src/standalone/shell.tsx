/** The shell: header with the user and language switch, the menu (a drawer below 600 px), the footer. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AppData, FeatureFlag, PublicConfiguration } from '../contract/authentication.ts';
import { LogoutButton } from './logout.tsx';
import { hasFlag } from '../core/session/permissions.ts';
import { session } from '../core/session/store.ts';
import { routes } from '../core/routes.ts';
import { useLocation } from './router.ts';
import { useStandaloneTexts } from './texts.ts';

/** Menu entries: shown only for areas that exist, and only when their feature flag is on. */
export type MenuEntry = { key: string; path: string; flag?: FeatureFlag };
export const MENU: MenuEntry[] = [{ key: 'documents', path: routes.documents() }];
/** Also in the mobile drawer (spec 1: base storage, documents, deviation, user settings, logout). */
export const DRAWER_ONLY: MenuEntry[] = [{ key: 'settings', path: routes.settings() }];

export function visibleMenu(entries: MenuEntry[], appData: AppData | null): MenuEntry[] {
  return entries.filter((e) => !e.flag || hasFlag(appData, e.flag));
}

export function LanguageSwitch() {
  const { t, lang } = useStandaloneTexts();
  const other = lang === 'sv' ? 'en' : 'sv';
  return (
    <button type="button" className="lang-switch" lang={other} onClick={() => session.setLanguage(other)} aria-label={`${t('header.language')}: ${t('header.switchTo')}`}>
      {t('header.switchTo')}
    </button>
  );
}

function Menu({ entries, drawerEntries, id, onNavigate }: { entries: MenuEntry[]; drawerEntries: MenuEntry[]; id: string; onNavigate?: () => void }) {
  const { t } = useStandaloneTexts();
  const { pathname } = useLocation();
  return (
    <ul id={id} className="menu-list">
      {[...entries, ...drawerEntries].map((e) => (
        <li key={e.key} className={drawerEntries.includes(e) ? 'drawer-only' : undefined}>
          <a href={e.path} aria-current={pathname === e.path || pathname.startsWith(`${e.path}/`) ? 'page' : undefined} onClick={onNavigate}>
            {t(`menu.${e.key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Shell({ appData, configuration, children }: { appData: AppData | null; configuration: PublicConfiguration | null; children: ReactNode }) {
  const { t } = useStandaloneTexts();
  // The drawer is open for the path it was opened on: navigating closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const drawer = openOn === pathname;
  const setDrawer = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer]);
  const info = appData?.user.information;
  const entries = visibleMenu(MENU, appData);
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
            {info ? (
              <>
                <a className="user" href={routes.profile()} title={t('header.loggedInAs', { name: `${info.firstName} ${info.surname}` })}>
                  <span className="fsp-visually-hidden">{t('header.loggedInAs', { name: '' })}</span>
                  {info.firstName} {info.surname}
                </a>
                <LogoutButton configuration={configuration} />
              </>
            ) : null}
          </div>
        </div>
        {info && entries.length > 0 ? (
          <nav className="menu" aria-label={t('menu.label')} data-open={drawer || undefined}>
            <button type="button" className="menu-toggle" aria-expanded={drawer} aria-controls={menuId} onClick={() => setDrawer(!drawer)}>
              {drawer ? t('menu.close') : t('menu.open')}
            </button>
            <Menu entries={entries} drawerEntries={DRAWER_ONLY} id={menuId} onNavigate={() => setDrawer(false)} />
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer configuration={configuration} />
    </div>
  );
}

function Footer({ configuration }: { configuration: PublicConfiguration | null }) {
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
}
