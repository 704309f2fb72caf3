import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { ErrorBoundary } from '../core/ui/error-boundary.tsx';
import { session } from '../core/session/store.ts';
import { queryClient } from '../core/http/query.ts';
import { configurationQuery } from '../core/http/public-configuration.ts';
import { DEFAULT_API_BASE } from '../core/element/context.ts';
import { interceptLinks, isEmbeddedPath } from './router.ts';
import { declareElement } from '../core/element/base.ts';
import { lazyPart } from '../core/element/lazy-part.tsx';
import { loadTexts } from '../core/i18n/index.ts';
import { NS } from './texts.ts';
import { CATALOG } from '../catalog.ts';
import '../core/styles/tokens.css';
import '../core/ui/ui.css';
import './standalone.css';

// Every tag is defined up front; an element's code loads when a page first shows its tag.
for (const spec of CATALOG) declareElement(spec);

// The public configuration (the login methods, the contact) is asked for with the scripts, beside
// the texts the first paint waits for, not once they have come.
void queryClient.prefetchQuery(configurationQuery(DEFAULT_API_BASE));

const root = document.getElementById('app');
if (!root) throw new Error('#app is missing');
interceptLinks(root);
// A page loaded under /embedded/ is the embedded mode, with its own session, for as long as it lives:
// a chunk of its own (with the route table), which the main portal's login page does not load.
const embedded = isEmbeddedPath(location.pathname);
const EmbeddedApp = lazyPart(() => import('./embedded.tsx').then((m) => m.EmbeddedApp));
if (embedded) void EmbeddedApp.preload();
const render = () =>
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <ErrorBoundary lang={session.get().language}>
        {/* A language whose texts are not loaded yet suspends (useTexts). */}
        <Suspense fallback={null}>{embedded ? <EmbeddedApp /> : <App />}</Suspense>
      </ErrorBoundary>
    </QueryClientProvider>,
  );
// The first render waits here for the texts of the session's language, not behind the Suspense
// fallback: React would show what replaces a fallback only 300 ms after it showed
// (core/element/lazy-part.tsx). A failure renders anyway, and the page says what went wrong.
loadTexts(session.get().language, [NS, 'core']).then(render, render);
