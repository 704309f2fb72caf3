/**
 * How `<fsp-fitting>` leads elsewhere: its tabs (`/my-myloc/fittings/{id}/{tab}`, with the query of
 * the list the user came from) and the way back to that list after Complete or Annul
 * (`/my-myloc/fittings`, or the `back` attribute's path: `/my-myloc/fittings?role=admin`). Every
 * move is a cancelable `fsp-navigate`; a host that routes prevents it. Unprevented, a tab of the
 * same fitting is shown by setting the element's own `tab` attribute; any other path is followed
 * as a link would be.
 */
import { useCallback } from 'react';
import { useElementContext } from '../../../core/element/context.ts';

export const FITTING_TABS = [
  'info', 'user-and-contact', 'next-meeting', 'previous-meetings', 'calendar', 'other-info', 'attachments', 'orders', 'internal-comments', 'external-comments', 'events',
] as const;
export type FittingTab = (typeof FITTING_TABS)[number];

export const FITTING_LIST = '/my-myloc/fittings';

/**
 * A tab's path. When `back` is the fitting list with a query (the view the user came from:
 * `?role=admin`, `?status=waiting`), the tab's path keeps that query, so a host or the portal that
 * routes the tab still knows where Complete and Annul lead.
 */
export function tabPath(fitting: number, tab: FittingTab, back?: string): string {
  const search = back ? listQueryOf(back) : '';
  return `${FITTING_LIST}/${fitting}/${tab}${search}`;
}

/** The query (`?…`) of a path to the fitting list (also under /embedded); empty for any other path. */
function listQueryOf(path: string): string {
  const url = new URL(path, 'http://portal.invalid');
  return /^(?:\/embedded)?\/my-myloc\/fittings\/?$/.test(url.pathname) ? url.search : '';
}

/** The tab an attribute names; an unknown or absent one is the info tab. */
export const toTab = (tab: string | null | undefined): FittingTab => (FITTING_TABS as readonly string[]).includes(tab ?? '') ? (tab as FittingTab) : 'info';

/** A path of this fitting's tab, or null. */
function tabOf(path: string, fitting: number): FittingTab | null {
  const m = /^\/(?:embedded\/)?my-myloc\/fittings\/(\d+)(?:\/([a-z-]+))?\/?$/.exec(new URL(path, 'http://portal.invalid').pathname);
  return m && Number(m[1]) === fitting ? toTab(m[2]) : null;
}

export function useNavigate(fitting: number): (path: string) => void {
  const ctx = useElementContext();
  return useCallback(
    (path: string) => {
      const proceed = ctx?.emit('fsp-navigate', { path }, true) ?? true;
      if (!proceed) return;
      const tab = tabOf(path, fitting);
      if (tab && ctx) {
        if (tab === 'info') ctx.host.removeAttribute('tab');
        else ctx.host.setAttribute('tab', tab);
      } else if (!tab) window.location.assign(path);
    },
    [ctx, fitting],
  );
}
