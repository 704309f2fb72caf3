/**
 * The fitting detail's server state (spec 3 §7 Fittings): the fitting (GET
 * /web-orders/fittings/{fitting}), the resources of a group (consultants, technicians, rooms, cars),
 * and the changes: a meeting created, changed, booked (RESERVE_SLOT) or annulled, the fitting
 * completed or annulled, its people or contact person chosen. Every change invalidates
 * `fittingKeys.all`, so the fitting and any fitting list on the page follow. Mutations do not
 * notify: the dialog where the user acted shows the failure (what was typed is kept).
 *
 * The user-and-contact tab also reads the client's contacts (GET /clients/{client}/contacts with
 * includeCurrentUserAsPrescriber=false, spec 2 §7 "false for fitting") and changes the client's
 * contact information (PUT /clients/{client}, the call of the client's Info); both are under the
 * client's key (`clientKeys.client`), and a change there or of the contact person invalidates the
 * fitting and the client, so a `<fsp-client>` on the same page follows too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientUpdate } from '../../contract/clients.ts';
import type { FittingUpdate, MeetingInput } from '../../contract/fittings.ts';
import { clientKeys } from '../../areas/clients/clients.ts';
import { fittingKeys } from '../../areas/fittings/fittings.ts';
import { apiQuery, useApiBase, useApiScope, type AnswerOf, type ApiScope } from '../../core/http/query.ts';
import { upload, type UploadProgress } from '../../core/http/upload.ts';
import { useLanguage } from '../../core/i18n/index.ts';

export type FittingData = AnswerOf<'get', 'fsp/v1/web-orders/fittings/{fitting}'>;
export type MeetingData = FittingData['meetings'][number];
export type ResourceData = AnswerOf<'get', 'fsp/v1/resource-groups/{resource}/resources'>['page'][number];

export const fittingQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, fittingKeys.fitting(id), 'fsp/v1/web-orders/fittings/{fitting}', { params: { fitting: id } }, { notify: false });

/** The fitting's order lines (every one: a fitting has few). */
export const fittingContentQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, fittingKeys.content(id), 'fsp/v1/web-orders/fittings/{fitting}/content', { params: { fitting: id }, query: { all: 'true' } }, { notify: false });

/** The client's contacts to choose the fitting's contact person from: without the user as prescriber (includeCurrentUserAsPrescriber=false). */
export const fittingContactsQuery = (scope: ApiScope, client: number) =>
  apiQuery(scope, [...clientKeys.client(client), 'contacts', 'fitting'], 'fsp/v1/clients/{client}/contacts', { params: { client }, query: { includeCurrentUserAsPrescriber: 'false' } }, { notify: false });

/** The resources of a group (reference data for the dialog's choices; five minutes fresh). */
export const resourcesQuery = (scope: ApiScope, group: number) => ({
  ...apiQuery(scope, fittingKeys.resources(group), 'fsp/v1/resource-groups/{resource}/resources', { params: { resource: group }, query: {} }, { notify: false }),
  staleTime: 5 * 60_000,
});

/** The choices of a resource group as select options (none when the type has no such group). */
export function useResources(group: number | null): { value: string; label: string }[] {
  const scope = useApiScope();
  const query = useQuery({ ...resourcesQuery(scope, group ?? 0), enabled: group !== null });
  return (query.data?.page ?? []).map((r) => ({ value: String(r.id), label: r.firstName && r.surname ? `${r.firstName} ${r.surname}` : r.label }));
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fittingKeys.all });
}

/** POST (create) or PUT (change) a meeting. */
export function useSaveMeeting(fitting: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MeetingInput }) =>
      id === null
        ? scope.api('post', 'fsp/v1/web-orders/fittings/{fitting}/meetings', { params: { fitting }, json: input }, { notify: false })
        : scope.api('put', 'fsp/v1/web-orders/fittings/{fitting}/meetings/{meeting}', { params: { fitting, meeting: id }, json: input }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** POST …/meetings/{meeting}?action=CANCEL: annuls a meeting. */
export function useCancelMeeting(fitting: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (meeting: number) =>
      scope.api('post', 'fsp/v1/web-orders/fittings/{fitting}/meetings/{meeting}', { params: { fitting, meeting }, query: { action: 'CANCEL' } }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** POST /web-orders/fittings/meetings?action=RESERVE_SLOT: books a released planned meeting. */
export function useReserveSlot() {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (meeting: number) =>
      scope.api('post', 'fsp/v1/web-orders/fittings/meetings', { query: { action: 'RESERVE_SLOT' }, json: { meetingIds: [meeting] } }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** POST /web-orders/fittings/{fitting}?action=COMPLETE|CANCEL. */
export function useFittingAction(fitting: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (action: 'COMPLETE' | 'CANCEL') =>
      scope.api('post', 'fsp/v1/web-orders/fittings/{fitting}', { params: { fitting }, query: { action } }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** PUT /web-orders/fittings/{fitting}: the consultant and technician. */
export function useChoosePeople(fitting: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (people: FittingUpdate) => scope.api('put', 'fsp/v1/web-orders/fittings/{fitting}', { params: { fitting }, json: people }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** After a change of the fitting's client or contact person: the fittings and that client's queries. */
function useInvalidateWithClient(client: number) {
  const queries = useQueryClient();
  return () => Promise.all([queries.invalidateQueries({ queryKey: fittingKeys.all }), queries.invalidateQueries({ queryKey: clientKeys.client(client) })]);
}

/** PUT /web-orders/fittings/{fitting} with contactId: the contact person (null: none). */
export function useChooseContact(fitting: number, client: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateWithClient(client);
  return useMutation({
    mutationFn: (contactId: number | null) => scope.api('put', 'fsp/v1/web-orders/fittings/{fitting}', { params: { fitting }, json: { contactId } }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** PUT /clients/{client}: the client's contact information and advance contact (areas/clients/contact-info.tsx makes the body). */
export function useUpdateClientContact(client: number) {
  const scope = useApiScope();
  const invalidate = useInvalidateWithClient(client);
  return useMutation({
    mutationFn: (body: Pick<ClientUpdate, 'contactInformation' | 'useAdvanceContact'>) => scope.api('put', 'fsp/v1/clients/{client}', { params: { client }, json: body }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** POST …/files: one file (multipart field `file`), with its progress; the fitting's files answer. */
export function useUploadFile(fitting: number) {
  const apiBase = useApiBase();
  const lang = useLanguage();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (p: UploadProgress) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return upload<unknown>(apiBase, lang, `fsp/v1/web-orders/fittings/${fitting}/files`, form, { notify: false, onProgress });
    },
    onSettled: invalidate,
  });
}

/** DELETE …/files/{file}. */
export function useDeleteFile(fitting: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: number) => scope.api('delete', 'fsp/v1/web-orders/fittings/{fitting}/files/{file}', { params: { fitting, file } }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** POST …/comments: an internal or external comment. */
export function useAddComment(fitting: number) {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { comment: string; type: 'INTERNAL' | 'EXTERNAL' }) =>
      scope.api('post', 'fsp/v1/web-orders/fittings/{fitting}/comments', { params: { fitting }, json: body }, { notify: false }),
    onSuccess: invalidate,
  });
}

/** DELETE /web-orders/fittings/comments/{comment}: one of the user's own. */
export function useDeleteComment() {
  const scope = useApiScope();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (comment: number) => scope.api('delete', 'fsp/v1/web-orders/fittings/comments/{comment}', { params: { comment } }, { notify: false }),
    onSuccess: invalidate,
  });
}
