// A React 18 host using every element as documented: must compile without a single error. React 18
// sets attributes only: the session and the listener go through a ref.
import 'fsp-portal-elements';
import type {} from 'fsp-portal-elements/react18';
import type { FspDocumentsElement, FspNavigateEvent, FspProfileElement } from 'fsp-portal-elements';
import { useEffect, useRef, version } from 'react';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly = <A, B>(check: Equal<A, B>): Equal<A, B> => check;
// These are React 18's types (no `use` hook, which React 19 added).
type React18 = typeof import('react') extends { use: unknown } ? false : true;
exactly<React18, true>(true);

export function Host({ sessionId, onPath }: { sessionId: string; onPath: (path: string) => void }) {
  const documents = useRef<FspDocumentsElement>(null);
  useEffect(() => {
    const el = documents.current;
    if (!el) return;
    el.sessionId = sessionId;
    const onNavigate = (event: FspNavigateEvent) => {
      event.preventDefault();
      const path: string = event.detail.path;
      onPath(path);
    };
    el.addEventListener('fsp-navigate', onNavigate);
    return () => el.removeEventListener('fsp-navigate', onNavigate);
  }, [sessionId, onPath]);
  return (
    <main data-react={version}>
      <fsp-documents ref={documents} folder={3} lang="sv" api-base="https://portal.example.org/rs" class="documents" />
      <fsp-profile tab="settings" lang="en" onClick={(event) => event.currentTarget.tab} />
      <fsp-mobile-id device="desktop" key="bankid">
        <span>children</span>
      </fsp-mobile-id>
    </main>
  );
}

const folder = document.querySelector('fsp-documents')?.folder;
exactly<typeof folder, number | null | undefined>(true);
const profile = document.createElement('fsp-profile');
exactly<typeof profile, FspProfileElement>(true);
profile.addEventListener('fsp-navigate', (event) => {
  exactly<typeof event, FspNavigateEvent>(true);
  return event.detail.path;
});
