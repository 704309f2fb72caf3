/** Whether an element is narrower than a width (a ResizeObserver; known before the first paint). */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useNarrow(ref: RefObject<HTMLElement | null>, below: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = (width: number) => setNarrow(width > 0 && width < below);
    update(node.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) update(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, below]);
  return narrow;
}
