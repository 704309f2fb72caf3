/**
 * The class behind every `<fsp-*>` tag, without React: small enough for the loader, so every tag
 * can be defined up front and its implementation (React, the area's code) loaded on the element's
 * first connection. A tag defined this way works wherever it appears: in the document, in any
 * shadow root of the host (open or closed: the global registry upgrades them all), added later or
 * created by a framework.
 *
 * - `declareElement(spec)` defines the tag (a second declaration, e.g. from a second copy of the
 *   bundle, does nothing) with its attributes observed and its properties on the prototype, so a
 *   framework that sets properties (React 19, Vue) finds them before anything has loaded.
 * - `provideImplementation(tag, impl)` is called by the element's module when it runs (through
 *   `defineElement()` in define.tsx); the class mounts it into its open shadow root.
 * - Attributes are kebab-case, properties camelCase (`lang` is HTMLElement's own); booleans follow HTML presence semantics
 *   (`open=""` is true); removing an attribute resets the property; properties set on the element
 *   before its tag was defined are not lost.
 * - `sessionId` is a property only (never an attribute), shared by every element of the page.
 */

export type AttributeType = 'string' | 'number' | 'boolean';
/**
 * A type as the generated catalog writes it: its first letter (`s`, `n`, `b`). The catalog is in
 * the whole of every element, and grows by an entry an element: the short codes keep it small.
 * Read by the first letter, so the full names (defineElement's) mean the same.
 */
export type AttributeCode = AttributeType | 's' | 'n' | 'b';
export type PropValue = string | number | boolean | null;
export type Props = Readonly<Record<string, PropValue>>;

/**
 * A tag, its own attributes (camelCase property name -> type), and how to load its code (given the
 * `lang` attribute of the first element connected: the catalog fetches that language's texts with it).
 */
export type ElementSpec = {
  tag: `fsp-${string}`;
  attributes: Readonly<Record<string, AttributeCode>>;
  load: (lang?: string) => Promise<unknown>;
};

/** A mounted instance, as its implementation controls it. */
export type Mounted = { update: (props: Props) => void; unmount: () => void };

/** What an element's module provides once it has loaded. */
export type Implementation = { mount: (host: HTMLElement, root: ShadowRoot, props: Props) => Mounted };

/** The page's session, as the runtime keeps it (registered once the runtime has loaded). */
export type SessionAccess = { get: () => string | null; set: (id: string | null) => void };

/** Attributes every element has. */
export const COMMON_ATTRIBUTES = { lang: 'string', apiBase: 'string' } as const satisfies Record<string, AttributeType>;

/**
 * Shared by every copy of this module on the page (a loader from one build and an element file from
 * another): implementations by tag, the session once the runtime is there, and a session handed
 * over before that.
 */
type Shared = { implementations: Map<string, Implementation>; session: SessionAccess | null; pendingSession: string | null | undefined };
const SHARED_KEY = Symbol.for('fsp.elements');
const shared: Shared = ((globalThis as { [SHARED_KEY]?: Shared })[SHARED_KEY] ??= {
  implementations: new Map(),
  session: null,
  pendingSession: undefined,
});

export const kebab = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function parseAttribute(type: AttributeCode, value: string | null): PropValue {
  if (type[0] === 'b') return value !== null;
  if (value === null) return null;
  if (type[0] === 'n') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : null;
  }
  return value;
}

export function provideImplementation(tag: string, implementation: Implementation): void {
  shared.implementations.set(tag, implementation);
}

/**
 * The runtime registers the page's session; a session handed over before that is applied now. A
 * `null` handed over that early (a framework binding "no session yet") ends nothing: there was no
 * session of the host's to end, and a session of the portal's own origin stays.
 */
export function provideSession(access: SessionAccess): void {
  shared.session = access;
  if (shared.pendingSession) access.set(shared.pendingSession);
  shared.pendingSession = undefined;
}

let hostSheet: CSSStyleSheet | null = null;
/** The host's own box, before and after the implementation loads. */
export function hostStyleSheet(): CSSStyleSheet {
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(':host { display: block; } :host([hidden]) { display: none !important; }');
  }
  return hostSheet;
}

export function declareElement(spec: ElementSpec): CustomElementConstructor {
  const existing = customElements.get(spec.tag);
  if (existing) return existing;
  const { tag, load } = spec;
  const types: Record<string, AttributeCode> = { ...spec.attributes, ...COMMON_ATTRIBUTES };
  const props = Object.keys(types);
  const attrToProp = new Map(props.map((p) => [kebab(p), p]));
  let loading: Promise<unknown> | null = null;

  /** The implementation, loading the element's module the first time it is needed. */
  function implementation(lang: string): Implementation | Promise<Implementation> {
    const ready = shared.implementations.get(tag);
    if (ready) return ready;
    loading ??= load(lang).catch((error: unknown) => {
      loading = null; // the next connection tries again
      throw error;
    });
    return loading.then(() => {
      const loaded = shared.implementations.get(tag);
      if (!loaded) throw new Error(`the module of <${tag}> provided no implementation`);
      return loaded;
    });
  }

  class FspElement extends HTMLElement {
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }
    #props: Record<string, PropValue>;
    #mounted: Mounted | null = null;

    constructor() {
      super();
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [hostStyleSheet()];
      this.#props = Object.fromEntries(props.map((p) => [p, parseAttribute(types[p] ?? 'string', this.getAttribute(kebab(p)))]));
    }

    connectedCallback(): void {
      // Properties set on the element before its tag was defined sit on the instance and hide the
      // accessors: take them off and set them again through the accessors.
      for (const p of [...props, 'sessionId']) {
        if (Object.prototype.hasOwnProperty.call(this, p)) {
          const value: unknown = (this as unknown as Record<string, unknown>)[p];
          delete (this as unknown as Record<string, unknown>)[p];
          (this as unknown as Record<string, unknown>)[p] = value;
        }
      }
      if (this.#mounted) return; // moved within the page: keep the tree
      const impl = implementation(this.lang);
      if (!(impl instanceof Promise)) {
        this.#mount(impl);
        return;
      }
      impl.then(
        (loaded) => {
          if (this.isConnected && !this.#mounted) this.#mount(loaded);
        },
        (error: unknown) => console.error(`fsp: could not load <${tag}>`, error),
      );
    }

    #mount(impl: Implementation): void {
      if (!this.shadowRoot) return;
      this.#mounted = impl.mount(this, this.shadowRoot, this.#props);
    }

    disconnectedCallback(): void {
      // A move (disconnect and connect in one task) keeps the tree; and React refuses to unmount
      // while a host's own React tree is rendering (the host removing us), so wait a microtask.
      queueMicrotask(() => {
        if (!this.isConnected && this.#mounted) {
          this.#mounted.unmount();
          this.#mounted = null;
        }
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const p = attrToProp.get(name);
      if (!p) return;
      this.#props = { ...this.#props, [p]: parseAttribute(types[p] ?? 'string', value) };
      this.#mounted?.update(this.#props);
    }
  }

  // `lang` keeps HTMLElement's own property (the attribute, '' when absent); the rest are ours.
  for (const p of props.filter((name) => name !== 'lang')) {
    const attr = kebab(p);
    const type = types[p] ?? 'string';
    Object.defineProperty(FspElement.prototype, p, {
      configurable: true,
      enumerable: true,
      // Every property reflects its attribute, so the attribute is the one state.
      get(this: HTMLElement) {
        return parseAttribute(type, this.getAttribute(attr));
      },
      set(this: HTMLElement, value: PropValue | undefined) {
        if (type[0] === 'b') this.toggleAttribute(attr, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attr);
        else this.setAttribute(attr, String(value));
      },
    });
  }
  // The session a host hands over (never an attribute: ids stay out of the DOM), shared by every
  // element of the page; kept until the runtime has loaded when it comes first.
  Object.defineProperty(FspElement.prototype, 'sessionId', {
    configurable: true,
    enumerable: true,
    get: () => (shared.session ? shared.session.get() : (shared.pendingSession ?? null)),
    set: (value: unknown) => {
      const id = typeof value === 'string' && value ? value : null;
      if (shared.session) shared.session.set(id);
      else shared.pendingSession = id;
    },
  });

  customElements.define(tag, FspElement);
  return FspElement;
}
