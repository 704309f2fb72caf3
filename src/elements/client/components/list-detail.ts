/**
 * The focus between a sub-page's list and one of its rows' pages (holdings, tasks): opening a row
 * gives its page's heading the focus; going back gives the focus to the link of the row the user
 * came from. Each is asked for once (`takeFocus`, `takeBack`), by the page or the list that mounts.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { onPlainClick } from '../../../core/ui/links.ts';
import { pageCount } from '../holdings-api.ts';

export function useListDetailFocus(detail: number | null, onDetail: (id: number | null) => void) {
  const moved = useRef<{ back: number | null; opened: boolean }>({ back: null, opened: false });
  const open = (id: number | null) => {
    moved.current = id ? { back: null, opened: true } : { back: detail, opened: false };
    onDetail(id);
  };
  /** True once after a row's page was opened: its heading takes the focus. */
  const takeFocus = useCallback(() => {
    const want = moved.current.opened;
    moved.current.opened = false;
    return want;
  }, []);
  /** The row the user came back from, once: its link takes the focus. */
  const takeBack = useCallback(() => {
    const back = moved.current.back;
    moved.current.back = null;
    return back;
  }, []);
  return { open, takeFocus, takeBack };
}

/**
 * In a list, once its rows are there: the link of the row the user came back from takes the focus
 * (`links`: a ref to each row's link by id).
 */
function useFocusBack(ready: boolean, takeBack: () => number | null, links: { readonly current: ReadonlyMap<number, HTMLElement> }) {
  useEffect(() => {
    if (!ready) return;
    const back = takeBack();
    if (back) links.current.get(back)?.focus();
  }, [ready, takeBack, links]);
}

/**
 * The number of pages of a paged list (one while its count is not known), and a page past the end
 * (its last rows went away, or a filter left fewer) replaced by the last page, once the count is known.
 */
export function usePageCount(query: UseQueryResult<{ count: number }>, perPage: number, page: number, onPage: (page: number) => void): number {
  const count = query.data?.count;
  const pages = count === undefined ? 1 : pageCount(count, perPage);
  useLastPageAtMost(count, pages, page, onPage, query.isPlaceholderData);
  return pages;
}

function useLastPageAtMost(count: number | undefined, pages: number, page: number, onPage: (page: number) => void, placeholder: boolean) {
  useEffect(() => {
    if (count !== undefined && !placeholder && page > pages) onPage(pages);
  }, [count, page, pages, onPage, placeholder]);
}

/**
 * A paged list of rows that each open a page of their own (holdings, tasks): the number of pages,
 * the last page instead of one past the end, the list's heading, and each row's link
 * (`rowLink(id)`: its ref, address and plain-click move), which takes the focus when the user comes
 * back from its row. `list` is what PagedList takes.
 */
export function useDetailList<T>(
  query: UseQueryResult<{ count: number; page: T[] }>,
  o: { perPage: number; page: number; onPage: (page: number) => void; takeBack: () => number | null; onDetail: (id: number) => void; href: (id: number) => string },
) {
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const pages = usePageCount(query, o.perPage, o.page, o.onPage);
  useFocusBack(query.status === 'success', o.takeBack, links);
  const rowLink = (id: number) => ({
    ref: (el: HTMLAnchorElement | null) => {
      if (el) links.current.set(id, el);
      else links.current.delete(id);
    },
    href: o.href(id),
    onClick: onPlainClick(() => o.onDetail(id)),
  });
  return { list: { query, heading, page: o.page, pages, onPage: o.onPage }, heading, rowLink };
}
