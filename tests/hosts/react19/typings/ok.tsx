// A React 19 host using every element as documented: must compile without a single error.
import 'fsp-portal-elements';
import type {} from 'fsp-portal-elements/react';
import type { FspDocumentsElement, FspNavigateEvent, FspProfileElement } from 'fsp-portal-elements';
import { useRef } from 'react';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const exactly = <A, B>(check: Equal<A, B>): Equal<A, B> => check;

export function Host({ sessionId, onPath }: { sessionId: string; onPath: (path: string) => void }) {
  const documents = useRef<FspDocumentsElement>(null);
  const route = (event: FspNavigateEvent) => {
    event.preventDefault();
    onPath(event.detail.path);
  };
  return (
    <main>
      <fsp-documents
        ref={documents}
        folder={3}
        lang="sv"
        api-base="https://portal.example.org/rs"
        sessionId={sessionId}
        className="documents"
        onfsp-navigate={(event) => {
          const path: string = event.detail.path;
          exactly<typeof event, FspNavigateEvent>(true);
          onPath(path);
        }}
      />
      <fsp-documents folder={null} apiBase="/rs" class="documents" />
      <fsp-profile tab="settings" lang="en" onfsp-navigate={route} onClick={(event) => event.currentTarget.tab} />
      <fsp-mobile-id device="mobile" key="bankid">
        <span>children</span>
      </fsp-mobile-id>
    </main>
  );
}

const folder = document.querySelector('fsp-documents')?.folder;
exactly<typeof folder, number | null | undefined>(true);
const profile = document.createElement('fsp-profile');
exactly<typeof profile, FspProfileElement>(true);
exactly<typeof profile.tab, string | null>(true);
profile.sessionId = 'from the host login';
profile.addEventListener('fsp-navigate', (event) => {
  const path: string = event.detail.path;
  exactly<typeof event, FspNavigateEvent>(true);
  return path;
});
