import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { ErrorBoundary } from '../core/ui/error-boundary.tsx';
import { session } from '../core/session/store.ts';
import { interceptLinks } from './router.ts';
import '../core/styles/tokens.css';
import '../core/ui/ui.css';
import './standalone.css';

const root = document.getElementById('app');
if (!root) throw new Error('#app is missing');
interceptLinks(root);
createRoot(root).render(
  <ErrorBoundary lang={session.get().language}>
    <App />
  </ErrorBoundary>,
);
