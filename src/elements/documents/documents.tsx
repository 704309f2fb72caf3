/** Root component of <fsp-documents>: the folder list, or one folder's files. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useElementContext } from '../../core/element/context.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { routes } from '../../core/routes.ts';
import { Breadcrumbs, Button, Pagination, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { FILES_PER_PAGE, folderContentQuery, foldersQuery, type FolderContent } from './api.ts';
import { useApiLink } from '../../core/ui/links.ts';

export const NS = 'documents';

export type DocumentsProps = { folder: number | null };

/** Asks the host to navigate; when nobody routes (not prevented), the element moves itself. */
function useNavigate() {
  const ctx = useElementContext();
  return (folder: number | null) => {
    const proceed = ctx?.emit('fsp-navigate', { path: routes.documents(folder) }, true) ?? true;
    if (!proceed || !ctx) return;
    if (folder) ctx.host.setAttribute('folder', String(folder));
    else ctx.host.removeAttribute('folder');
  };
}

function Failure({ error, onRetry, t }: { error: Error; onRetry: () => void; t: (k: string) => string }) {
  return <QueryFailure error={error} onRetry={onRetry} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
}

function FileIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2h8l6 6v14H6zM13 3.5V9h5.5z" />
    </svg>
  );
}

function FolderList() {
  const { t } = useTexts(NS);
  const navigate = useNavigate();
  const query = useQuery(foldersQuery(useApiScope()));
  if (query.status === 'pending') return <Spinner />;
  if (query.status === 'error') return <Failure error={query.error} onRetry={() => void query.refetch()} t={t} />;
  if (query.data.page.length === 0) return <StateMessage kind="empty" title={t('noFolders')} />;
  return (
    <nav aria-label={t('folders')}>
      <ul className="list" part="folder-list">
        {query.data.page.map((f) => (
          <li className="item" key={f.id} part="folder">
            <a
              href={routes.documents(f.id)}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                navigate(f.id);
              }}
            >
              <span className="name">{f.name}</span>
              <span className="meta">{t('fileCount', { count: f.fileCount })}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FolderPage({ folder }: { folder: number }) {
  const { t } = useTexts(NS);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  // After paging, focus moves to the folder heading, so keyboard and screen-reader users start the
  // new page from its top instead of losing focus with the button that re-rendered.
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  const goToPage = (next: number) => {
    paged.current = true;
    setPage(next);
  };
  const query = useQuery(folderContentQuery(useApiScope(), folder, page));
  const crumbs = (name?: string) => (
    <Breadcrumbs
      label={t('breadcrumbs')}
      items={[{ label: t('title'), href: routes.documents(), onNavigate: () => navigate(null) }, ...(name ? [{ label: name }] : [])]}
    />
  );
  if (query.status === 'pending') return <Spinner />;
  if (query.status === 'error') {
    // The API's 404, not a host page's (an answer that was not the API's says so in the failure card).
    if (query.error instanceof ApiFailure && query.error.status === 404 && query.error.reaction.kind === 'message') {
      return (
        <>
          {crumbs()}
          <StateMessage
            kind="empty"
            title={t('folderNotFound')}
            text={t('folderNotFoundText')}
            action={<Button variant="secondary" onClick={() => navigate(null)}>{t('backToFolders')}</Button>}
          />
        </>
      );
    }
    return <Failure error={query.error} onRetry={() => void query.refetch()} t={t} />;
  }
  return <FolderFiles data={query.data} page={page} onPage={goToPage} heading={heading} paged={paged} crumbs={crumbs} />;
}

function FolderFiles({ data, page, onPage, heading, paged, crumbs }: {
  data: FolderContent;
  page: number;
  onPage: (page: number) => void;
  heading: RefObject<HTMLHeadingElement | null>;
  paged: RefObject<boolean>;
  crumbs: (name?: string) => ReactNode;
}) {
  const { t } = useTexts(NS);
  useEffect(() => {
    if (paged.current) heading.current?.focus();
  }, [page, heading, paged]);
  const apiLink = useApiLink();
  const { folder: info, page: files, count } = data;
  const pages = Math.max(1, Math.ceil(count / FILES_PER_PAGE));
  return (
    <>
      {crumbs(info.name)}
      <h1 ref={heading} tabIndex={-1}>
        {info.name}
      </h1>
      {files.length === 0 ? (
        <StateMessage kind="empty" title={t('emptyFolder')} text={t('emptyFolderText')} />
      ) : (
        <ul className="list" part="file-list">
          {files.map((f) => (
            <li className="item" key={f.id} part="file">
              <a href={apiLink(f.url)} target="_blank" rel="noopener noreferrer">
                <span className="name">
                  <FileIcon />
                  {f.name}
                  <span className="fsp-visually-hidden"> {t('opensInNewTab')}</span>
                </span>
                <span className="meta">{t('size', { size: Math.max(1, Math.round(f.size / 1024)) })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} onPage={onPage} />
    </>
  );
}

export function Documents({ folder }: DocumentsProps) {
  const { t } = useTexts(NS);
  return (
    <section className="documents" part="container" aria-label={folder ? undefined : t('title')}>
      {folder ? <FolderPage key={folder} folder={folder} /> : (
        <>
          <h1>{t('title')}</h1>
          <FolderList />
        </>
      )}
    </section>
  );
}
