/**
 * The deviation detail's server state (spec 3 §7 Deviations): GET /deviations/{deviation} under
 * core's `deviationKeys.deviation(id)`. Attaching a file is core's `useUploadDeviationFile`, which
 * invalidates every deviation (this one and any list on the page).
 */
import { deviationKeys } from '../../areas/deviations/deviations.ts';
import { apiQuery, type ApiScope } from '../../core/http/query.ts';

export const deviationQuery = (scope: ApiScope, id: number) =>
  apiQuery(scope, deviationKeys.deviation(id), 'fsp/v1/deviations/{deviation}', { params: { deviation: id } }, { notify: false });
