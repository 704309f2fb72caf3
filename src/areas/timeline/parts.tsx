/**
 * What the aid's life and the client's story share: a timeline query's pages shown in core's
 * Timeline, with the failures said in the area's words (403 NOT_AUTHORIZED_TO_MUNICIPALITY, 404,
 * any other with a retry), and the area's stylesheet (the lifecycle strip, the kind filter).
 */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TimelinePage } from '../../contract/timeline.ts';
import { ApiFailure } from '../../core/http/client.ts';
import { failureCode } from '../../core/http/failure.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { StateMessage } from '../../core/ui/components.tsx';
import { useNavigateLink } from '../../core/ui/links.ts';
import { QueryFailure } from '../../core/ui/query-failure.tsx';
import { Timeline } from '../../core/ui/timeline.tsx';
import { entryView, TIMELINE_NS } from './timeline.ts';

/** The failure of a timeline's call in the area's words. */
export function TimelineFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTexts(TIMELINE_NS);
  if (failureCode(error) === 'NOT_AUTHORIZED_TO_MUNICIPALITY') return <StateMessage kind="error" title={t('loadFailed')} text={t('notAuthorized')} />;
  if (error instanceof ApiFailure && error.status === 404 && error.reaction.kind === 'message') return <StateMessage kind="empty" title={t('loadFailed')} text={t('notFound')} />;
  return <QueryFailure error={error} onRetry={onRetry} title={t('loadFailed')} notLoggedInText={t('notLoggedInText')} />;
}

export type TimelineResultProps<P extends TimelinePage> = {
  result: UseInfiniteQueryResult<InfiniteData<P, unknown>, Error>;
  label: string;
  empty: { title: string; text?: string };
  /** An aid's own life: its entries leave out the aid line. */
  withoutItem?: boolean;
  part?: string;
};

/** A timeline query's entries in core's Timeline: the first page's states, "show more", its failure. */
export function TimelineResult<P extends TimelinePage>({ result, label, empty, withoutItem = false, part }: TimelineResultProps<P>) {
  const { t, lang } = useTexts(TIMELINE_NS);
  const onNavigate = useNavigateLink();
  const pages = result.data?.pages ?? [];
  const items = pages.flatMap((p) => p.page.map((e) => entryView(e, { t, lang, onNavigate, withoutItem })));
  const firstFailed = result.status === 'error' && pages.length === 0;
  return (
    <Timeline
      label={label}
      items={items}
      count={pages.at(-1)?.count}
      loading={result.status === 'pending'}
      failure={firstFailed ? <TimelineFailure error={result.error} onRetry={() => void result.refetch()} /> : null}
      empty={empty}
      hasMore={result.hasNextPage}
      loadingMore={result.isFetchingNextPage}
      onMore={() => void result.fetchNextPage()}
      moreFailure={result.isFetchNextPageError ? <p className="fsp-alert" role="alert">{t('moreFailed')}</p> : null}
      {...(part ? { part } : {})}
    />
  );
}
