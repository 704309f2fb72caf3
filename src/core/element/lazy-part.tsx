import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadTexts, textsReady, useLanguage, type Language } from '../i18n/index.ts';

type Loaded<P> = ComponentType<P>;
/** What a part's chunk gives: its component, with the namespace (or namespaces) of texts its modules register, if any. */
type Chunk<P> = Loaded<P> | { component: Loaded<P>; texts: string | readonly string[] };

/**
 * A component in a chunk of its own; `preload()` fetches the chunk before it is first rendered, and
 * `preload(lang)` the texts it shows in that language too (once the chunk has said which they are).
 */
export type LazyPart<P> = ComponentType<P & { fallback?: ReactNode }> & { preload: (lang?: Language) => Promise<Loaded<P>> };

/** The parts whose modules have run, by name (`announcePart`). */
const announced = new Map<string, Chunk<never>>();

/**
 * Said by a part's module as it runs: its component (and the namespaces of texts it waits for),
 * under the name its `lazyPart`s are given (`options.name`). An `import()` answers a task or more
 * after it is asked, even for a module that has run already, so a part whose module another part
 * of the page had fetched (the standalone's move, src/standalone/prefetch.ts) still rendered its
 * fallback first and itself a render and a layout later; a part with a name announced renders at once.
 */
export function announcePart<P>(name: string, chunk: Chunk<P>): void {
  announced.set(name, chunk as Chunk<never>);
}

/**
 * A component in a chunk of its own (the standalone's logged-in part, an element's dialog, tab or
 * step), loaded when it first renders, or earlier by `preload()`. Unlike `React.lazy` it never
 * suspends: until the chunk has come (and the texts of the namespaces its modules register, in the
 * language in force, when `load` gives them with the component) it renders its `fallback` prop, else
 * the one given here, else nothing, as an ordinary render.
 * React shows the content that replaces a Suspense fallback no sooner than 300 ms after that
 * fallback showed (its FALLBACK_THROTTLE_MS, one clock for every React root on the page), so a part
 * whose chunk came in 50 ms showed after 300, and the standalone's start, texts then its logged-in
 * part, each behind a fallback, showed a page about 600 ms late (an order list 950 ms after the
 * navigation on the 2-core CI machine; 400 ms without the throttle).
 * A failed load throws to the nearest error boundary, as `React.lazy`'s does, and is tried again
 * when the part renders next.
 */
export function lazyPart<P extends object>(load: () => Promise<Chunk<P>>, options: { fallback?: ReactNode; name?: string } = {}): LazyPart<P> {
  let loaded: Loaded<P> | undefined;
  let texts: readonly string[] | undefined;
  let pending: Promise<Loaded<P>> | undefined;
  const take = (chunk: Chunk<P>) => {
    if ('component' in chunk) {
      loaded = chunk.component;
      texts = typeof chunk.texts === 'string' ? [chunk.texts] : chunk.texts;
    } else loaded = chunk;
    return loaded;
  };
  // Its module has run already (asked for by another part of the page, the standalone's move): taken at once.
  const announcedChunk = () => {
    const chunk = options.name === undefined ? undefined : announced.get(options.name);
    // The name's module announced this part's own component (announcePart's contract), so P is its props.
    if (loaded === undefined && chunk) take(chunk as Chunk<P>);
  };
  const chunk = () =>
    (pending ??= load().then(
      (chunk) => take(chunk),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // The languages whose texts preload(lang) has asked for: once each, though a caller preloads in its render.
  const asked = new Set<Language>();
  const preload = (lang?: Language) => {
    const loading = chunk();
    if (lang && !asked.has(lang)) {
      asked.add(lang);
      // The texts beside the first render's other work, not after it (a failure is the render's to say, and asks again).
      void loading.then(() => (texts ? loadTexts(lang, texts) : undefined)).catch(() => asked.delete(lang));
    }
    return loading;
  };

  function Part({ fallback = options.fallback ?? null, ...props }: P & { fallback?: ReactNode }) {
    announcedChunk();
    const lang = useLanguage();
    const [, setCame] = useState(0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const Component = loaded;
    // The namespace is the chunk's, known once it has come.
    const ready = Component !== undefined && (!texts || textsReady(lang, texts));
    useEffect(() => {
      // The chunk may have come between the render and this effect: render again then too.
      if (ready) return;
      let live = true;
      chunk()
        .then(() => (texts ? loadTexts(lang, texts) : undefined))
        .then(
          () => live && setCame((n) => n + 1),
          (error: unknown) => live && setFailure({ error }),
        );
      return () => {
        live = false;
      };
    }, [ready, lang]);
    if (failure) throw failure.error;
    // The props less `fallback`: P's own (TypeScript cannot see that the rest of P & { fallback } is P).
    return ready ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Part, { preload });
}
