/**
 * The education area's server state: the educations of a page of content (GET /page-content, the
 * query of src/areas/page-content, shared with the standalone's welcome page: one cache entry, one request)
 * and registration on an occasion (POST /education-occasions/{id}).
 */
import { useMutation } from '@tanstack/react-query';
import { pageContentKeys, pageContentQuery, type PageContent } from '../../areas/page-content/page-content.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { queryClient, useApiScope } from '../../core/http/query.ts';
import { withOccasion, type OccasionAction } from './registration.ts';

export { pageContentQuery };

export type OccasionChange = { occasionId: number; action: OccasionAction };

/** Any page of content in the cache holds the occasions' counts: all of them are refreshed. */
function refetchPages(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: pageContentKeys.all });
}

/**
 * Registers on an occasion or deregisters from it. Failures are not put in the snackbar: the
 * occasion shows them itself (the catalogue still handles a lost session and the reconnect dialog).
 * On success every cached page with the occasion takes the server's answer (the attendee count and
 * isRegistered as the server has them), then the pages are fetched again, since the other
 * occasions' counts may have moved too. A 409 (someone took the last seat; registered elsewhere
 * meanwhile) also fetches them again, so what the user sees is true.
 */
export function useOccasionAction() {
  const scope = useApiScope();
  return useMutation({
    mutationFn: ({ occasionId, action }: OccasionChange) =>
      scope.api('post', 'fsp/v1/education-occasions/{id}', { params: { id: occasionId }, json: { action } }, { notify: false }),
    onSuccess: (occasion) => {
      queryClient.setQueriesData<PageContent>({ queryKey: pageContentKeys.all }, (page) => (page ? withOccasion(page, occasion) : page));
      void refetchPages();
    },
    onError: (error) => {
      if (error instanceof ApiFailure && error.status === 409) void refetchPages();
    },
  });
}
