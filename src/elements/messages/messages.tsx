/**
 * Root component of <fsp-messages> (spec 1 §2 Messages): the folder tabs, the search and the
 * All/Unread filter, the paged list beside (or, on a narrow screen, instead of) the open message,
 * and the new-message and reply dialog. The route is the element's attributes (folder, message,
 * q, filter, page-size); every change is an `fsp-navigate` (navigation.ts).
 */
import { useId, useRef, useState } from 'react';
import type { Message } from '../../contract/messages.ts';
import { useApiScope } from '../../core/http/query.ts';
import { formatDateTime } from '../../core/format/index.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { MESSAGE_FOLDERS, type MessageFilter } from '../../core/routes.ts';
import { parseListPageSize } from '../../core/ui/page-size.ts';
import { Button, Spinner } from '../../core/ui/components.tsx';
import { Tabs } from '../../core/ui/tabs.tsx';
import type { ComposeInit } from './components/compose-dialog.tsx';
import { MessageDetail } from './components/message-detail.tsx';
import { MessageList, type ListFocus } from './components/message-list.tsx';
import { SearchBox } from './components/search-box.tsx';
import { offersFilter, toFilter, toFolder, toSearch } from './folders.ts';
import { pathOf, useNavigate, type MessagesLocation } from './navigation.ts';
import { NS } from './ns.ts';
import { fullName, replyDraft } from './reply.ts';
import { lazyPart } from '../../core/element/lazy-part.tsx';

/**
 * The dialog (and with it the combobox, Floating UI, the virtualizer and the upload) loads when it
 * is first opened: reading messages, what the element mostly does, does not pay for writing them.
 */
const ComposeDialog = lazyPart(() => import('./components/compose-dialog.tsx').then((m) => m.ComposeDialog), { fallback: <Spinner /> });

export type MessagesProps = { folder: string | null; message: number | null; q: string | null; filter: string | null; pageSize: number | null };

function FilterChoice({ filter, onFilter }: { filter: MessageFilter; onFilter: (filter: MessageFilter) => void }) {
  const { t } = useTexts(NS);
  return (
    <fieldset className="filter" part="filter">
      <legend>{t('filter.label')}</legend>
      {(['all', 'unread'] as const).map((f) => (
        <label key={f}>
          <input type="radio" name="filter" value={f} checked={filter === f} onChange={() => onFilter(f)} />
          {t(`filter.${f}`)}
        </label>
      ))}
    </fieldset>
  );
}

export function Messages(props: MessagesProps) {
  const { t, lang } = useTexts(NS);
  const loggedIn = useApiScope().loggedIn;
  const titleId = useId();
  const folder = toFolder(props.folder);
  const filter = toFilter(props.filter, folder);
  const q = toSearch(props.q);
  const message = props.message !== null && Number.isInteger(props.message) && props.message > 0 ? props.message : null;
  const pageSize = parseListPageSize(props.pageSize);
  const location: MessagesLocation = { folder, message, q, filter, pageSize };
  const navigate = useNavigate();
  const [compose, setCompose] = useState<(ComposeInit & { key: number }) | null>(null);
  // Where the focus goes after the user's own move (set before it, used by the list or the detail).
  const listFocus = useRef<ListFocus>(null);
  const detailFocus = useRef(false);

  // A search as it is typed refines this view: it replaces the history entry (Back leaves the search).
  const onSearch = (next: string) => navigate({ ...location, q: next }, { replace: true });
  // The list and the message take the focus the user's move asked for, once.
  const takeListFocus = (): ListFocus => {
    const want = listFocus.current;
    listFocus.current = null;
    return want;
  };
  const takeDetailFocus = (): boolean => {
    const want = detailFocus.current;
    detailFocus.current = false;
    return want;
  };
  const open = (id: number) => {
    detailFocus.current = true;
    navigate({ ...location, message: id });
  };
  const close = () => {
    if (message) listFocus.current = { kind: 'message', id: message };
    navigate({ ...location, message: null });
  };
  const reply = (original: Message) => {
    const wrote = t('reply.wrote', { date: formatDateTime(original.sentDate, lang), name: fullName(original.sender), email: original.sender.email });
    setCompose({ kind: 'reply', key: Date.now(), ...replyDraft(original, wrote) });
  };

  return (
    <section className="messages" part="container" data-open={message ? '' : undefined} aria-labelledby={titleId}>
      <div className="head">
        <h1 id={titleId}>{t('title')}</h1>
        {loggedIn ? (
          <Button onClick={() => setCompose({ kind: 'new', key: Date.now(), receiver: null, subject: '', body: '' })} part="new-message">
            {t('newMessage')}
          </Button>
        ) : null}
      </div>
      <Tabs
        label={t('folders')}
        items={MESSAGE_FOLDERS.map((f) => ({ id: f, label: t(`folder.${f}`), href: pathOf({ folder: f, message: null, q, filter, pageSize }) }))}
        selected={folder}
        onSelect={(f) => navigate({ folder: f, message: null, q, filter, pageSize })}
        part="tabs"
        panelPart="panel"
      >
        <div className="layout">
          <div className="list-pane" part="list-pane">
            <div className="toolbar">
              <SearchBox q={q} onSearch={onSearch} />
              {offersFilter(folder) ? <FilterChoice filter={filter} onFilter={(f) => navigate({ ...location, filter: f })} /> : null}
            </div>
            <MessageList location={location} onOpen={open} onPageSize={(size) => navigate({ ...location, pageSize: parseListPageSize(size) })} takeFocus={takeListFocus} />
          </div>
          {message ? (
            <MessageDetail key={message} id={message} folder={folder} onClose={close} onReply={reply} takeFocus={takeDetailFocus} />
          ) : (
            <div className="detail-pane detail-empty" part="detail">
              <p>{t('detail.choose')}</p>
            </div>
          )}
        </div>
      </Tabs>
      {compose ? (
        <ComposeDialog key={compose.key} init={compose} onClose={() => setCompose(null)} />
      ) : null}
    </section>
  );
}
