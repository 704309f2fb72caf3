/**
 * A React 18 host application. React 18 sets every JSX prop on a custom element as an attribute and
 * cannot bind custom events in JSX, so the session (a property, never an attribute) and the
 * fsp-navigate listener go through a ref. The host routes: its own URL (#/documents/2) decides the
 * element's `folder`.   ?route=none  prevent and go nowhere   ?apibase=none  forget api-base
 */
import type {} from 'fsp-portal-elements/react18';
import type { FspDocumentsElement, FspNavigateEvent } from 'fsp-portal-elements';
import { useEffect, useRef, useState } from 'react';

const portal = document.querySelector<HTMLMetaElement>('meta[name=fsp-portal]')?.content ?? location.origin;
const params = new URLSearchParams(location.search);
const folderOf = (hash: string) => Number(/^#\/documents\/(\d+)$/.exec(hash)?.[1] ?? 0) || undefined;

export function App() {
  const element = useRef<FspDocumentsElement>(null);
  const [status, setStatus] = useState('Logging in…');
  const [events, setEvents] = useState<string[]>([]);
  const [folder, setFolder] = useState(folderOf(location.hash));

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const onNavigate = (event: FspNavigateEvent) => {
      setEvents((list) => [...list, `fsp-navigate ${event.detail.path}`]);
      event.preventDefault();
      if (params.get('route') === 'none') return;
      history.pushState(null, '', `#${event.detail.path}`);
      setFolder(folderOf(location.hash));
    };
    el.addEventListener('fsp-navigate', onNavigate);
    return () => el.removeEventListener('fsp-navigate', onNavigate);
  }, []);

  useEffect(() => {
    const login = async () => {
      const response = await fetch(`${portal}/rs/authentication`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'sv' },
        body: JSON.stringify({ username: params.get('user') ?? 'forskrivare@example.org', password: 'demo' }),
      });
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      if (element.current) element.current.sessionId = id;
      setStatus('Logged in');
    };
    login().catch((error: unknown) => setStatus(`Login failed: ${error instanceof Error ? error.message : String(error)}`));
  }, []);

  return (
    <>
      <header>
        <h1>Case management (React 18)</h1>
      </header>
      <p id="status">{status}</p>
      <main className="host-theme">
        <fsp-documents ref={element} lang="sv" folder={folder} api-base={params.get('apibase') === 'none' ? undefined : `${portal}/rs`} />
      </main>
      <section id="events-section" aria-label="Events">
        <ol id="events">
          {events.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
