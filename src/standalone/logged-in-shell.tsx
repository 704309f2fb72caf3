/**
 * The shell of a logged-in user (part of the logged-in chunk, logged-in.tsx): the header's search,
 * active order, messages link with the unread count, the user and Log out; the menu (a drawer below
 * 600 px, which then has the user and Log out at its end); the new-order dialog's host. The frame around them is shell.tsx's, the login page's too.
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useId, useState, type ReactNode } from 'react';
import type { AppData, PublicConfiguration } from '../contract/authentication.ts';
import { ActiveOrder, NewOrderHost } from './active-order.tsx';
import { LogoutButton } from './logout.tsx';
import { DRAWER_ONLY, MENU_TREE, MenuList, SearchDrawer, visibleItems, visibleMenu } from './menu.tsx';
import { isBuiltRoute } from './route-table.ts';
import { unreadCountQuery } from '../areas/messages/messages.ts';
import { useActiveOrder } from '../areas/orders/orders.ts';
import { useApiScope } from '../core/http/query.ts';
import { routes } from '../core/routes.ts';
import { useLocation } from './router.ts';
import { Shell } from './shell.tsx';
import { MOBILE_NAME_LONG, MOBILE_NAME_SHORT, shortName } from './short-name.ts';
import { useStandaloneTexts } from './texts.ts';

/**
 * The header's message link with the number of unread messages in the inbox. The count is a
 * query of the shared cache: reading a message in <fsp-messages> invalidates it, so it follows at
 * once. Without a count (still loading, or failed) the link is there without one.
 */
export const MessagesLink = memo(function MessagesLink() {
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
});

export function LoggedInShell({ appData, configuration, children }: { appData: AppData; configuration: PublicConfiguration | null; children: ReactNode }) {
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
  const info = appData.user.information;
  const name = shortName([info.firstName, info.surname], Number.POSITIVE_INFINITY);
  // The active order's receiver decides what ordering offers (spec 2 §6): no fitting, work, pickup
  // or external-assortment order for a base storage. The header's own query, shared.
  const { order } = useActiveOrder();
  const menuContext = { appData, isBuilt: isBuiltRoute, receiverType: order.data?.receiver.type ?? null };
  const entries = visibleMenu(MENU_TREE, menuContext);
  const drawerEntries = visibleItems(DRAWER_ONLY, menuContext);
  const actions = (
    <>
      <SearchDrawer nodes={entries} />
      <ActiveOrder />
      <MessagesLink />
      {/* The whole name on a wider screen, cut at 10 on a phone (spec 1 §9); read whole either way. */}
      <a className="user" href={routes.profile()} title={t('header.loggedInAs', { name })}>
        <span className="fsp-visually-hidden">{t('header.loggedInAs', { name })}</span>
        <span className="user-name" aria-hidden="true">
          {name}
        </span>
        <span className="user-name-short" aria-hidden="true">
          {shortName([name], MOBILE_NAME_SHORT)}
        </span>
      </a>
      <LogoutButton configuration={configuration} />
    </>
  );
  const nav =
    entries.length > 0 ? (
      <nav className="menu" aria-label={t('menu.label')} data-open={drawer || undefined}>
        <button type="button" className="menu-toggle" aria-expanded={drawer} aria-controls={menuId} onClick={() => setDrawer(!drawer)}>
          {drawer ? t('menu.close') : t('menu.open')}
        </button>
        <MenuList
          nodes={entries}
          drawerEntries={drawerEntries}
          id={menuId}
          onNavigate={() => setDrawer(false)}
          drawerEnd={
            // The drawer's last line (spec 1 §2: "…, user settings, logout"): who is signed in, cut at 18, and Log out.
            <>
              <span className="drawer-user" title={name}>
                <span className="fsp-visually-hidden">{t('header.loggedInAs', { name })}</span>
                <span aria-hidden="true">{shortName([name], MOBILE_NAME_LONG)}</span>
              </span>
              <LogoutButton configuration={configuration} />
            </>
          }
        />
      </nav>
    ) : null;
  return (
    <Shell configuration={configuration} actions={actions} nav={nav} after={<NewOrderHost />}>
      {children}
    </Shell>
  );
}
