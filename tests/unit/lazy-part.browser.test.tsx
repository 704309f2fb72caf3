/**
 * core/element/lazy-part.tsx in Chromium, on React's own clock (no act(): act skips the throttle
 * these tests are about): a part renders its fallback until its chunk has come, never suspends,
 * shows at once when it comes where React.lazy waits until 300 ms after the page's last Suspense
 * fallback, loads once, waits for the texts its chunk registers (preload(lang) asks for them
 * beforehand), and a failed load goes to the
 * error boundary and is tried again.
 */
import { Component, lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePart, lazyPart } from '../../src/core/element/lazy-part.tsx';
import { addTexts, loadTexts, textsReady, useTexts } from '../../src/core/i18n/index.ts';
import { session } from '../../src/core/session/store.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const roots: { root: Root; container: HTMLElement }[] = [];
function mount(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  roots.push({ root, container });
  return container;
}
afterEach(() => {
  for (const { root, container } of roots.splice(0)) {
    root.unmount();
    container.remove();
  }
});

/** A promise and its resolve/reject, to decide when a chunk "comes". */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Resolves with the time `container`'s text first contains `text`. */
function shown(container: HTMLElement, text: string): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!container.textContent?.includes(text)) return false;
      resolve(performance.now());
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A Suspense fallback shown on the page (in a root of its own), which starts React's 300 ms clock. */
function showSomeFallback() {
  const never = new Promise<never>(() => undefined);
  function Waits(): ReactNode {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: React waits for a thrown promise
    throw never;
  }
  return shown(
    mount(
      <Suspense fallback={<p>elsewhere waiting</p>}>
        <Waits />
      </Suspense>,
    ),
    'elsewhere waiting',
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('renders its fallback until the chunk comes, then the component with its props, never a Suspense fallback', async () => {
    const chunk = deferred<typeof Greeting>();
    const Part = lazyPart(() => chunk.promise);
    const container = mount(
      <Suspense fallback={<p>suspended</p>}>
        <Part fallback={<p>loading</p>} name="Astrid" />
      </Suspense>,
    );
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await shown(container, 'loading');
    chunk.resolve(Greeting);
    await shown(container, 'Hello Astrid');
    observer.disconnect();
    expect(texts.some((t) => t.includes('suspended'))).toBe(false);
  });

  it('shows its content as soon as the chunk comes, where React.lazy waits for 300 ms after the last fallback', async () => {
    await showSomeFallback();
    const chunk = deferred<typeof Greeting>();
    const Part = lazyPart(() => chunk.promise);
    // Inside a Suspense boundary, as an element's component is (core/element/define.tsx).
    const partView = mount(
      <Suspense fallback={null}>
        <Part name="part" />
      </Suspense>,
    );
    const lazyChunk = deferred<{ default: typeof Greeting }>();
    const Lazy = lazy(() => lazyChunk.promise);
    const lazyView = mount(
      <Suspense fallback={null}>
        <Lazy name="lazy" />
      </Suspense>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const came = performance.now();
    chunk.resolve(Greeting);
    lazyChunk.resolve({ default: Greeting });
    const [partAt, lazyAt] = await Promise.all([shown(partView, 'Hello part'), shown(lazyView, 'Hello lazy')]);
    // React.lazy's content waits for React's throttle: why lazyPart exists.
    expect(lazyAt - came).toBeGreaterThan(200);
    expect(partAt - came).toBeLessThan(150);
  });

  it('loads its chunk once, and a part preloaded renders its content at once', async () => {
    let loads = 0;
    const Part = lazyPart(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Part.preload();
    await Part.preload();
    const container = mount(
      <>
        <Part fallback={<p>loading</p>} name="one" />
        <Part fallback={<p>loading</p>} name="two" />
      </>,
    );
    await shown(container, 'Hello two');
    expect(container.textContent).toBe('Hello oneHello two');
    expect(loads).toBe(1);
  });

  it('a part whose module has announced itself under its name renders it in its first render, without asking for its chunk', async () => {
    let loads = 0;
    const chunk = deferred<typeof Greeting>();
    const Part = lazyPart(
      () => {
        loads += 1;
        return chunk.promise;
      },
      { name: 'test/announced-greeting' },
    );
    // Another of the page's parts (the standalone's move) had the module run: it announced its component.
    announcePart('test/announced-greeting', Greeting);
    const container = mount(<Part fallback={<p>loading</p>} name="Sven" />);
    const texts: string[] = [];
    const observer = new MutationObserver(() => texts.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await shown(container, 'Hello Sven');
    observer.disconnect();
    // Its first commit was the component: no fallback in between.
    expect(texts.some((t) => t.includes('loading'))).toBe(false);
    expect(loads).toBe(0);
    // A part of another name is not given it.
    const Other = lazyPart(() => deferred<typeof Greeting>().promise, { name: 'test/other' });
    const other = mount(<Other fallback={<p>still loading</p>} name="Greta" />);
    await shown(other, 'still loading');
  });

  it('shows its content when the chunk comes between its first render and its effect', async () => {
    const chunk = deferred<typeof Greeting>();
    const Part = lazyPart(() => chunk.promise);
    void Part.preload();
    // Runs after the render is committed, before the part's (passive) effect.
    function ComesNow() {
      useLayoutEffect(() => chunk.resolve(Greeting), []);
      return null;
    }
    const container = mount(
      <>
        <Part fallback={<p>loading</p>} name="late" />
        <ComesNow />
      </>,
    );
    await shown(container, 'Hello late');
  });

  it('with the namespace of texts its chunk registers: the fallback until those texts are loaded in the language in force, never a Suspense fallback', async () => {
    await loadTexts('sv', ['core']);
    session.setLanguage('sv', false);
    const texts = deferred<{ default: Record<string, string> }>();
    function Greets() {
      const { t } = useTexts('lazy-part-test');
      return <p>{t('hello')}</p>;
    }
    const Part = lazyPart(() => {
      // What the part's module does when it is evaluated.
      addTexts('lazy-part-test', { sv: () => texts.promise, en: () => Promise.resolve({ default: { hello: 'Hello' } }) });
      return Promise.resolve({ component: Greets, texts: 'lazy-part-test' });
    });
    const container = mount(
      <Suspense fallback={<p>suspended</p>}>
        <Part fallback={<p>loading</p>} />
      </Suspense>,
    );
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await shown(container, 'loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('loading');
    texts.resolve({ default: { hello: 'Hej' } });
    await shown(container, 'Hej');
    observer.disconnect();
    expect(seen.some((t) => t.includes('suspended') || t.includes('hello'))).toBe(false);
  });

  it('preload(lang) asks for the texts of that language too, once the chunk has said which they are; preload() for the chunk only', async () => {
    const asked: string[] = [];
    const Part = lazyPart(() => {
      addTexts('lazy-part-preload', {
        sv: () => (asked.push('sv'), Promise.resolve({ default: { hello: 'Hej' } })),
        en: () => (asked.push('en'), Promise.resolve({ default: { hello: 'Hello' } })),
      });
      return Promise.resolve({ component: Greeting, texts: 'lazy-part-preload' });
    });
    await Part.preload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    await Part.preload('en');
    await vi.waitFor(() => expect(asked).toEqual(['en']));
    expect(textsReady('en', ['lazy-part-preload'])).toBe(true);
    expect(textsReady('sv', ['lazy-part-preload'])).toBe(false);
  });

  it('a failed load goes to the error boundary, and the next render tries again', async () => {
    let attempt = 0;
    const Part = lazyPart(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(Greeting);
    });
    const first = mount(
      <Boundary>
        <Part name="again" />
      </Boundary>,
    );
    await shown(first, 'failed: chunk missing');
    const second = mount(
      <Boundary>
        <Part name="again" />
      </Boundary>,
    );
    await shown(second, 'Hello again');
    expect(attempt).toBe(2);
  });
});
