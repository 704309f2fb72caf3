/**
 * defineElement(): a React component becomes the implementation of an `<fsp-*>` tag. The tag's
 * class (attributes, properties, the shadow root, lazy loading) is base.ts, which has no React;
 * this module, part of the shared runtime, renders the component into the element's shadow root
 * with the house conventions:
 * - one set of constructable stylesheets per module, adopted by every instance (nothing is added
 *   to the host document);
 * - the shadow root in context as the portal root, the language, the API root and a typed `emit`
 *   for bubbling, composed `fsp-*` events;
 * - an error boundary and the page's feedback host (snackbar, reconnect dialog);
 * - the one query cache of the bundle (core/http/query.ts), shared with every other element.
 * The element's module calls it when it runs: it provides the implementation and defines the tag
 * itself when no loader has (a host that imports one element's file directly).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { declareElement, hostStyleSheet, provideImplementation, provideSession, type AttributeType, type Props } from './base.ts';
import { DEFAULT_API_BASE, ElementContext, type ElementContextValue, type FspEventDetail } from './context.ts';
import { queryClient } from '../http/query.ts';
import { addTexts, loadTexts, registeredNamespaces, toLanguage, useLoadedLanguage, type Language, type TextLoader } from '../i18n/index.ts';
import { session, useSession } from '../session/store.ts';
import { FeedbackHost } from '../ui/feedback-host.tsx';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import tokensCss from '../styles/tokens.css?inline';
import hostCss from '../styles/host.css?inline';
import uiCss from '../ui/ui.css?inline';

export type { AttributeType } from './base.ts';
type ValueOf<T extends AttributeType> = T extends 'string' ? string | null : T extends 'number' ? number | null : boolean;
export type PropsOf<A extends Record<string, AttributeType>> = { [K in keyof A]: ValueOf<A[K]> };

export type ElementDefinition<A extends Record<string, AttributeType>> = {
  tag: `fsp-${string}`;
  /** camelCase property name -> type; the attribute is its kebab-case form. */
  attributes: A;
  component: ComponentType<PropsOf<A>>;
  css: string;
  /** The element's namespace and its texts, a loader per language: `sv: () => import('./sv.json')`. */
  texts?: { ns: string; sv: TextLoader; en: TextLoader };
};

function sheet(css: string): CSSStyleSheet {
  const s = new CSSStyleSheet();
  s.replaceSync(css);
  return s;
}

let sharedSheets: CSSStyleSheet[] | null = null;
let sessionProvided = false;

function provideSessionOnce(): void {
  if (sessionProvided) return;
  sessionProvided = true;
  // On a page of the portal's own origin, a session the user already has is used; a session the
  // host handed over before the runtime loaded is applied after that, so the host's wins.
  if (!session.get().sessionId) session.restore();
  provideSession({ get: () => session.get().sessionId, set: (id) => session.adopt(id) });
}

type HostProps = { host: HTMLElement; root: ShadowRoot; props: Props };

export function defineElement<A extends Record<string, AttributeType>>(def: ElementDefinition<A>): CustomElementConstructor {
  if (def.texts) addTexts(def.texts.ns, { sv: def.texts.sv, en: def.texts.en }, true);
  provideSessionOnce();
  sharedSheets ??= [hostStyleSheet(), sheet(tokensCss), sheet(hostCss), sheet(uiCss)];
  const sheets = [...sharedSheets, sheet(def.css)];
  const own = Object.keys(def.attributes);
  const Inner = def.component;

  // Every namespace registered when it first renders: its own, and the areas' its modules
  // registered, whose keys its components read across namespaces (`t('deviations:field.category')`);
  // a namespace registered later (a part loaded on demand) is waited for by its useTexts.
  const namespacesNow = () => new Set(['core', ...(def.texts ? [def.texts.ns] : []), ...registeredNamespaces()]);
  const languageOf = (props: Props, sessionLanguage: Language) => toLanguage(typeof props.lang === 'string' ? props.lang : null) ?? sessionLanguage;

  function Host({ host, root, props }: HostProps) {
    const lang = typeof props.lang === 'string' ? props.lang : null;
    const apiBase = typeof props.apiBase === 'string' && props.apiBase ? props.apiBase : DEFAULT_API_BASE;
    const sessionLanguage = useSession((s) => s.language);
    // Rendered once the texts of its language are loaded (core's, its own, and those of every
    // namespace it has used): a new language shows once they are.
    const [namespaces] = useState(namespacesNow);
    const language = useLoadedLanguage(languageOf(props, sessionLanguage), namespaces);
    const value = useMemo<ElementContextValue | null>(
      () =>
        language && {
          host,
          root,
          lang,
          language,
          namespaces,
          apiBase,
          emit: <K extends keyof FspEventDetail>(name: K, detail: FspEventDetail[K], cancelable = false) =>
            host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })),
        },
      [host, root, lang, language, namespaces, apiBase],
    );
    if (!value) return null;
    const ownProps = Object.fromEntries(own.map((k) => [k, props[k]])) as PropsOf<A>;
    return (
      <QueryClientProvider client={queryClient}>
        <ElementContext.Provider value={value}>
          <div className="fsp-root" lang={value.language}>
            <ErrorBoundary lang={value.language}>
              <Suspense fallback={null}>
                <Inner {...ownProps} />
              </Suspense>
            </ErrorBoundary>
            <FeedbackHost />
          </div>
        </ElementContext.Provider>
      </QueryClientProvider>
    );
  }

  provideImplementation(def.tag, {
    mount(host, root, props) {
      root.adoptedStyleSheets = sheets;
      // Its texts asked for as it mounts: its first render comes a task later, and when it found
      // them missing it rendered nothing and asked only in its effect, after that render's commit
      // and paint; now they are on their way (or in: the catalog fetched their chunks with its
      // code). A failure is the render's to say (useLoadedLanguage asks again).
      loadTexts(languageOf(props, session.get().language), namespacesNow()).catch(() => undefined);
      const reactRoot = createRoot(root);
      const render = (p: Props) => reactRoot.render(<Host host={host} root={root} props={p} />);
      render(props);
      return { update: render, unmount: () => reactRoot.unmount() };
    },
  });
  // Defined already by the loader (or a second copy of this bundle): that class mounts the
  // implementation just provided. Otherwise this module defines the tag itself.
  return declareElement({ tag: def.tag, attributes: def.attributes, load: () => Promise.resolve() });
}
