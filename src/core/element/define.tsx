/**
 * defineElement(): a React component becomes a custom element on @r2wc/react-to-web-component,
 * with the house conventions r2wc leaves out:
 * - an open shadow root with the shared stylesheets adopted (one CSSStyleSheet per module, shared
 *   by every instance), and the shadow root in context as the portal root;
 * - attributes in kebab-case, properties in camelCase; booleans follow HTML presence semantics
 *   (`open=""` is true); removing an attribute resets the property to its default;
 * - properties set on the element before its definition loaded are not lost;
 * - `lang`, `api-base` and the `sessionId` property on every element;
 * - defining twice (a second copy of the bundle on the page) does nothing instead of throwing.
 */
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, type ComponentType } from 'react';
import { DEFAULT_API_BASE, ElementContext, type ElementContextValue, type FspEventDetail } from './context.ts';
import { addTexts, toLanguage } from '../i18n/index.ts';
import { session, useSession } from '../session/store.ts';
import { FeedbackHost } from '../ui/feedback-host.tsx';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import tokensCss from '../styles/tokens.css?inline';
import hostCss from '../styles/host.css?inline';
import uiCss from '../ui/ui.css?inline';

export type AttributeType = 'string' | 'number' | 'boolean';
type ValueOf<T extends AttributeType> = T extends 'string' ? string | null : T extends 'number' ? number | null : boolean;
export type PropsOf<A extends Record<string, AttributeType>> = { [K in keyof A]: ValueOf<A[K]> };

export type ElementDefinition<A extends Record<string, AttributeType>> = {
  tag: `fsp-${string}`;
  /** camelCase property name -> type; the attribute is its kebab-case form. */
  attributes: A;
  component: ComponentType<PropsOf<A>>;
  css: string;
  texts?: { ns: string; sv: Record<string, unknown>; en: Record<string, unknown> };
};

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const COMMON = { lang: 'string', apiBase: 'string' } as const;

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parse(type: AttributeType, value: string | null): string | number | boolean | null {
  if (type === 'boolean') return value !== null;
  if (value === null) return null;
  if (type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return value;
}

let sharedSheets: CSSStyleSheet[] | null = null;
function sheet(css: string): CSSStyleSheet {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

type HostProps = Record<string, unknown> & { container: ShadowRoot; host: HTMLElement; lang: string | null; apiBase: string | null };

export function defineElement<A extends Record<string, AttributeType>>(def: ElementDefinition<A>): CustomElementConstructor {
  const existing = customElements.get(def.tag);
  if (existing) return existing;
  if (def.texts) addTexts(def.texts.ns, { sv: def.texts.sv, en: def.texts.en });
  // On a page of the portal's own origin, a session the user already has is used.
  if (!session.get().sessionId) session.restore();

  const types: Record<string, AttributeType> = { ...def.attributes, ...COMMON };
  const props = Object.keys(types);
  const attrToProp = new Map(props.map((p) => [kebab(p), p]));
  sharedSheets ??= [sheet(tokensCss), sheet(hostCss), sheet(uiCss)];
  const sheets = [...sharedSheets, sheet(def.css)];
  const Inner = def.component;

  function Host(hostProps: HostProps) {
    const { container, host, lang, apiBase, ...rest } = hostProps;
    const value = useMemo<ElementContextValue>(
      () => ({
        host,
        root: container,
        lang,
        apiBase: apiBase || DEFAULT_API_BASE,
        emit: <K extends keyof FspEventDetail>(name: K, detail: FspEventDetail[K], cancelable = false) =>
          host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })),
      }),
      [host, container, lang, apiBase],
    );
    const sessionLanguage = useSession((s) => s.language);
    const language = toLanguage(lang) ?? sessionLanguage;
    const own = Object.fromEntries(Object.keys(def.attributes).map((k) => [k, rest[k]])) as PropsOf<A>;
    return (
      <ElementContext.Provider value={value}>
        <div className="fsp-root" lang={language}>
          <ErrorBoundary lang={language}>
            <Inner {...own} />
          </ErrorBoundary>
          <FeedbackHost />
        </div>
      </ElementContext.Provider>
    );
  }

  // r2wc mounts, updates and unmounts the React tree; attributes and properties are ours.
  const Base = r2wc(Host as ComponentType<Record<string, unknown>>, {
    shadow: 'open',
    props: Object.fromEntries(props.map((p) => [p, 'string'])) as Record<string, 'string'>,
  }) as unknown as { new (): HTMLElement & { container: ShadowRoot } };

  type Internals = { [R2WC_PROPS]: Record<string, unknown>; [R2WC_RENDER]: () => void };

  class FspElement extends Base {
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }
    constructor() {
      super();
      this.container.adoptedStyleSheets = sheets;
      const state = (this as unknown as Internals)[R2WC_PROPS];
      for (const p of props) state[p] = parse(types[p] ?? 'string', this.getAttribute(kebab(p)));
      state.host = this;
    }
    connectedCallback(): void {
      // Properties set before the definition loaded sit on the instance and hide our accessors:
      // take them off and set them again through the accessors.
      for (const p of [...props, 'sessionId']) {
        if (Object.prototype.hasOwnProperty.call(this, p)) {
          const value: unknown = (this as unknown as Record<string, unknown>)[p];
          delete (this as unknown as Record<string, unknown>)[p];
          (this as unknown as Record<string, unknown>)[p] = value;
        }
      }
      (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
    }
    disconnectedCallback(): void {
      // r2wc unmounts at once, which React refuses while a host's React tree is rendering (the host
      // removing us); a move (disconnect then connect in one task) should not remount at all.
      queueMicrotask(() => {
        if (!this.isConnected) (Base.prototype as unknown as { disconnectedCallback: () => void }).disconnectedCallback.call(this);
      });
    }
    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const p = attrToProp.get(name);
      if (!p) return;
      const self = this as unknown as Internals;
      self[R2WC_PROPS][p] = parse(types[p] ?? 'string', value);
      self[R2WC_RENDER]();
    }
  }

  for (const p of props) {
    const attr = kebab(p);
    const type = types[p] ?? 'string';
    Object.defineProperty(FspElement.prototype, p, {
      configurable: true,
      enumerable: true,
      get(this: Internals) {
        return this[R2WC_PROPS][p];
      },
      set(this: HTMLElement, value: string | number | boolean | null | undefined) {
        if (type === 'boolean') this.toggleAttribute(attr, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attr);
        else this.setAttribute(attr, String(value));
      },
    });
  }
  // The session a host page hands over (never an attribute: ids stay out of the DOM).
  Object.defineProperty(FspElement.prototype, 'sessionId', {
    configurable: true,
    get: () => session.get().sessionId,
    set: (value: unknown) => session.adopt(typeof value === 'string' && value ? value : null),
  });

  customElements.define(def.tag, FspElement);
  return FspElement;
}
