/**
 * The messages area's server state (spec 1 §7): the folder lists, one message, the receivers, the
 * unread count (the shell's message link uses it), and the mutations: READ/ARCHIVE/UNARCHIVE and
 * sending a message with attachments. Every mutation invalidates `messageKeys.all`, so every
 * query under `['messages']` on the page follows at once: the list, the open message, and the
 * unread count in the header (another element, the same cache).
 */
import { keepPreviousData, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import type { Message, MessageAction, NewMessage } from '../../contract/messages.ts';
import { upload, type UploadProgress } from '../../core/http/upload.ts';
import { apiQuery, useApi, useApiBase, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { useLanguage } from '../../core/i18n/index.ts';
import { messageKeys as coreMessageKeys, unreadCountQuery } from '../../areas/messages/messages.ts';
import { listQuery, MESSAGES_PER_PAGE, type ListRequest } from './folders.ts';

export type MessagePage = AnswerOf<'get', 'fsp/v1/messages'>;
export type Receivers = AnswerOf<'get', 'fsp/v1/messages/receivers'>;

/**
 * The keys of the messages area, all under `['messages']`. The root and the unread count are core's
 * (src/areas/messages/messages.ts), because the shell's message link uses them without reaching into
 * this element; they are one definition, re-exported here with the rest of the area's keys.
 */
export const messageKeys = {
  ...coreMessageKeys,
  lists: () => [...coreMessageKeys.all, 'list'] as const,
  list: ({ folder, filter, q, page, pageSize = MESSAGES_PER_PAGE }: ListRequest) => [...coreMessageKeys.all, 'list', folder, filter, q, page, pageSize] as const,
  detail: (id: number) => [...coreMessageKeys.all, 'detail', id] as const,
  receivers: () => [...coreMessageKeys.all, 'receivers'] as const,
};

/**
 * The unread count of the header (received, in the inbox, unread; `amount: 1`, its `count` read;
 * silent on failure). Defined in core for the shell; re-exported so the area's API is in one place.
 */
export { unreadCountQuery };

/** Two list keys (`['messages', 'list', folder, …]`) of the same folder. */
const sameFolder = (a: readonly unknown[], b: readonly unknown[]) => a[2] === b[2];

/**
 * One page of a folder. While another page of the same folder loads (paging, a new search or
 * filter), the page shown stays (marked as placeholder) instead of flashing a spinner; a switch to
 * another folder shows the loading state, so no folder ever shows another's messages.
 */
export const messageListQuery = (scope: ApiScope, request: ListRequest) => {
  const options = apiQuery(scope, messageKeys.list(request), 'fsp/v1/messages', { query: listQuery(request) });
  return {
    ...options,
    placeholderData: (previous: MessagePage | undefined, previousQuery: Query<MessagePage, Error, MessagePage, readonly unknown[]> | undefined) =>
      previousQuery && sameFolder(previousQuery.queryKey, options.queryKey) ? keepPreviousData(previous) : undefined,
  };
};

/** One message with its body and attachments; its 403/404 are shown in the pane, not the snackbar. */
export const messageQuery = (scope: ApiScope, id: number) => apiQuery(scope, messageKeys.detail(id), 'fsp/v1/messages/{id}', { params: { id } }, { notify: false });

/**
 * Everyone a message can go to, fetched once (`all=true`, the server caps it at 1000) and filtered
 * in the combobox as the user types: no call per keystroke, and the list is there for the arrow
 * keys. The combobox virtualizes its options, so hundreds of receivers cost a screenful of DOM.
 */
export const receiversQuery = (scope: ApiScope) => ({
  ...apiQuery(scope, messageKeys.receivers(), 'fsp/v1/messages/receivers', { query: { all: 'true' } }),
  staleTime: 5 * 60_000,
});

/** READ, ARCHIVE or UNARCHIVE; on success every messages query is refetched (or marked stale). */
export function useMessageAction() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: MessageAction }) =>
      // A failed READ says nothing: the message is shown all the same and is marked read next time.
      api('post', 'fsp/v1/messages/{id}', { params: { id }, json: { action } }, action === 'READ' ? { notify: false } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export type SendRequest = {
  message: NewMessage;
  files: readonly File[];
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** The multipart form of POST /messages: the `data` part (NewMessage as JSON) and `file0`..`fileN`. */
export function messageForm(message: NewMessage, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(message));
  files.forEach((file, i) => form.append(`file${i}`, file, file.name));
  return form;
}

/**
 * Sends a message with its attachments (an upload with progress). The failure is not shown in the
 * snackbar (`notify: false`): the dialog shows it, with everything typed still there.
 */
export function useSendMessage() {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files, onProgress, signal }: SendRequest) =>
      upload<Message>(apiBase, lang, 'fsp/v1/messages', messageForm(message, files), {
        notify: false,
        ...(onProgress ? { onProgress } : {}),
        ...(signal ? { signal } : {}),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
