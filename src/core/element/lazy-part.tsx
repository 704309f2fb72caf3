import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = ComponentType<P>;

/** A component in a chunk of its own; `preload()` fetches the chunk before it is first rendered. */
export type LazyPart<P> = ComponentType<P & { fallback?: ReactNode }> & { preload: () => Promise<Loaded<P>> };

/**
 * A component in a chunk of its own (the standalone's logged-in part, an element's dialog, tab or
 * step), loaded when it first renders, or earlier by `preload()`. Unlike `React.lazy` it never
 * suspends: until the chunk has come it renders `fallback` (nothing by default) as an ordinary
 * render. React holds back the content that replaces a Suspense fallback until 300 ms after that
 * fallback showed (its FALLBACK_THROTTLE_MS, one clock for every React root on the page), so a part
 * whose chunk came in 50 ms showed after 300, and the standalone's start, texts then its logged-in
 * part, each behind a fallback, showed a page about 600 ms late (an order list 950 ms after the
 * navigation on the 2-core CI machine; 400 ms without the throttle).
 * A failed load throws to the nearest error boundary, as `React.lazy`'s does, and is tried again
 * when the part renders next.
 */
export function lazyPart<P extends object>(load: () => Promise<Loaded<P>>): LazyPart<P> {
  let loaded: Loaded<P> | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));

  function Part({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [, setCame] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Component = loaded;
    const shownFallback = !Component;
    useEffect(() => {
      // The chunk may have come between the render and this effect: render again then too.
      if (!shownFallback) return;
      let live = true;
      preload().then(
        () => live && setCame(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [shownFallback]);
    if (failure) throw failure.error;
    // The props less `fallback`: P's own (TypeScript cannot see that the rest of P & { fallback } is P).
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Part, { preload });
}
