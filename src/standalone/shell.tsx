/** The shell: header with the user and language switch, the menu (a drawer below 600 px), the footer. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AppData, PublicConfiguration } from '../contract/authentication.ts';
import { ActiveOrder, NewOrderHost } from './active-order.tsx';
import { LogoutButton } from './logout.tsx';
import { DRAWER_ONLY, MENU_TREE, MenuList, SearchDrawer, visibleItems, visibleMenu } from './menu.tsx';
import { isBuiltRoute } from './route-table.ts';
import { unreadCountQuery } from '../areas/messages/messages.ts';
import { useApiScope } from '../core/http/query.ts';
import { routes } from '../core/routes.ts';
import { useLocation } from './router.ts';
import { switchLanguage, useStandaloneTexts } from './texts.ts';

export function LanguageSwitch() {
  const { t, lang } = useStandaloneTexts();
  const other = lang === 'sv' ? 'en' : 'sv';
  return (
    <button type="button" className="lang-switch" lang={other} onClick={() => switchLanguage(other)} aria-label={`${t('header.language')}: ${t('header.switchTo')}`}>
      {t('header.switchTo')}
    </button>
  );
}

/**
 * The header's message link with the number of unread messages in the inbox. The count is a
 * query of the shared cache: reading a message in <fsp-messages> invalidates it, so it follows at
 * once. Without a count (still loading, or failed) the link is there without one.
 */
export function MessagesLink() {
  const { t } = useStandaloneTexts();
  const unread = useQuery(unreadCountQuery(useApiScope())).data ?? 0;
  return (
    <a className="messages-link" href={routes.messages('inbox')}>
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 5h18v14H3zM4.5 6.5v.4L12 12l7.5-5.1v-.4zM4.5 8.7v8.8h15V8.7L12 13.8z" />
      </svg>
      <span className="messages-label">{t('header.messages')}</span>
      {unread > 0 ? (
        <span className="badge" data-testid="unread-count">
          {unread}
          <span className="fsp-visually-hidden"> {t('header.unread', { count: unread })}</span>
        </span>
      ) : null}
    </a>
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
  const menuContext = { appData, isBuilt: isBuiltRoute };
  const entries = visibleMenu(MENU_TREE, menuContext);
  const drawerEntries = visibleItems(DRAWER_ONLY, menuContext);
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
            {info ? <SearchDrawer nodes={entries} /> : null}
            {info ? (
              <>
                <ActiveOrder />
                <MessagesLink />
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
            <MenuList nodes={entries} drawerEntries={drawerEntries} id={menuId} onNavigate={() => setDrawer(false)} />
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer configuration={configuration} />
      {info ? <NewOrderHost /> : null}
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
