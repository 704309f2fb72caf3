/**
 * Root component of <fsp-fixed-asset> (spec 3 §2 Base storage: /inventories/:product and
 * /base-storages/:baseStorage/fixed-assets/:product): the way back (the search or the stock
 * balance it was opened from), and the fixed asset with its states: loading, not found (404: none,
 * or not one the user may see), not allowed (403 FORBIDDEN), any other failure with a retry.
 */
import { usePrefetchInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fixedAssetQuery } from '../../areas/fixed-assets/fixed-assets.ts';
import { aidTimelineQuery } from '../../areas/timeline/queries.ts';
import { useGo } from '../../core/ui/links.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { failureCode } from '../../core/http/failure.ts';
import { useApiScope } from '../../core/http/query.ts';
import { useLanguage, useTexts } from '../../core/i18n/index.ts';
import { Breadcrumbs, Spinner, StateMessage } from '../../core/ui/components.tsx';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { FixedAssetView, preloadAidLife } from './components/view.tsx';
import { NS } from './ns.ts';
import { referrerOf } from './rules.ts';
import { attributeId } from '../../contract/shared/query-id.ts';

export type FixedAssetProps = { fixedAsset: number | null; baseStorage: number | null; from: string | null };


export function FixedAssetDetail(props: FixedAssetProps) {
  const { t } = useTexts(NS);
  const titleId = useId();
  const id = attributeId(props.fixedAsset);
  const referrer = referrerOf(props.from);
  const go = useGo();
  const back = { label: t(`back.${referrer.kind}`), href: referrer.path, onNavigate: () => go(referrer.path) };
  return (
    <section className="fixed-asset" part="container" aria-labelledby={titleId}>
      {id ? (
        <FixedAssetPage key={id} id={id} baseStorage={attributeId(props.baseStorage)} titleId={titleId} back={back} />
      ) : (
        <>
          <Breadcrumbs items={[back, { label: t('title') }]} label={t('breadcrumbs')} />
          <h1 id={titleId}>{t('title')}</h1>
          <StateMessage kind="empty" title={t('noFixedAsset')} />
        </>
      )}
    </section>
  );
}

type Back = { label: string; href: string; onNavigate: () => void };

function FixedAssetPage({ id, baseStorage, titleId, back }: { id: number; baseStorage: number | null; titleId: string; back: Back }) {
  const { t } = useTexts(NS);
  const scope = useApiScope();
  const query = useQuery(fixedAssetQuery(scope, id));
  // The aid's life (below the facts) asks beside the detail, and its part's code comes meanwhile:
  // not one after the other once the detail is in (issue 41: its first entries within 300 ms at 4x).
  usePrefetchInfiniteQuery(aidTimelineQuery(scope, id));
  // The part's code and its texts, in the render as the prefetch (an effect would wait for the first
  // commit's layout and paint); each is fetched once.
  const lang = useLanguage();
  void preloadAidLife(lang);
  const crumbs = (current: string) => <Breadcrumbs items={[back, { label: current }]} label={t('breadcrumbs')} />;
  if (query.status === 'success') {
    return (
      <>
        {crumbs(query.data.inventoryNumber)}
        <FixedAssetView fixedAsset={query.data} baseStorage={baseStorage} titleId={titleId} />
      </>
    );
  }
  let state;
  if (query.status === 'pending') state = <Spinner label={t('loading')} />;
  else if (query.error instanceof ApiFailure && query.error.status === 404 && query.error.reaction.kind === 'message') {
    state = <StateMessage kind="empty" title={t('notFound')} text={t('notFoundText')} />;
  } else if (failureCode(query.error) === 'FORBIDDEN') {
    // Not TERMS_NOT_ACCEPTED: that one says what to do (QueryFailure shows the server's text).
    state = <StateMessage kind="error" title={t('loadFailed')} text={t('errors.FORBIDDEN')} />;
  } else state = <QueryFailure error={query.error} onRetry={() => void query.refetch()} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
  return (
    <>
      {crumbs(t('title'))}
      <h1 id={titleId}>{t('title')}</h1>
      {state}
    </>
  );
}
