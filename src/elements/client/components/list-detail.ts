/**
 * The focus between a sub-page's list and one of its rows' pages (holdings, tasks): opening a row
 * gives its page's heading the focus; going back gives the focus to the link of the row the user
 * came from. Each is asked for once (`takeFocus`, `takeBack`), by the page or the list that mounts.
 */
import { useCallback, useEffect, useRef } from 'react';

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
export function useFocusBack(ready: boolean, takeBack: () => number | null, links: { readonly current: ReadonlyMap<number, HTMLElement> }) {
  useEffect(() => {
    if (!ready) return;
    const back = takeBack();
    if (back) links.current.get(back)?.focus();
  }, [ready, takeBack, links]);
}

/** A page past the end (its last rows went away): the last page instead, once the count is known. */
export function useLastPageAtMost(count: number | undefined, pages: number, page: number, onPage: (page: number) => void, placeholder: boolean) {
  useEffect(() => {
    if (count !== undefined && !placeholder && page > pages) onPage(pages);
  }, [count, page, pages, onPage, placeholder]);
}
