/**
 * An aid's life (issue 41): the lifecycle strip (received → in storage → with client → in repair →
 * returned or scrapped; where the aid is now marked, `aria-current="step"`, and said in words),
 * then everything that happened to it, newest first (GET /fixed-assets/{fixedAsset}/timeline), in
 * core's Timeline, paged by "show more". On `<fsp-fixed-asset>` and on `<fsp-client>`'s holding
 * detail, each loading it as a part of its own (`AID_LIFE_TEXTS`: the namespace the part waits for).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AidStage } from '../../contract/shared/timeline.ts';
import { announcePart } from '../../core/element/lazy-part.tsx';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { prepareSheet, useSheet } from '../../core/ui/sheet.ts';
import { TIMELINE_TEXTS } from '../../core/ui/timeline.tsx';
import css from './timeline.css?inline';
import { TimelineResult } from './parts.tsx';
import { TIMELINE_PARTS } from './queries.ts';
import { aidTimelineQuery, stripPositions, TIMELINE_NS } from './timeline.ts';

// Parsed as the module runs, before the first render that shows it (sheet.ts prepareSheet).
prepareSheet(css);

/** The namespaces the part waits for before it shows (the area's and core Timeline's): none suspends once shown. */
export const AID_LIFE_TEXTS = [TIMELINE_NS, TIMELINE_TEXTS] as const;

export type AidLifeProps = {
  /** The stock item's id. */
  fixedAsset: number;
  /** The heading's level (2 on a page of its own, 3 inside a section). */
  level?: 2 | 3;
};

export function AidLife({ fixedAsset, level = 2 }: AidLifeProps) {
  useSheet(css);
  const { t } = useTexts(TIMELINE_NS);
  const headingId = useId();
  const result = useInfiniteQuery(aidTimelineQuery(useApiScope(), fixedAsset));
  const stage = result.data?.pages[0]?.stage;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="fsp-aid-life" aria-labelledby={headingId} part="aid-life">
      <Heading id={headingId}>{t('title.aid')}</Heading>
      {stage ? <LifecycleStrip stage={stage} /> : null}
      <TimelineResult result={result} label={t('listLabel.aid')} empty={{ title: t('empty.aid') }} withoutItem />
    </section>
  );
}

/** The five positions as a list; the current one marked (`aria-current="step"`) and followed by "now" in words. */
export function LifecycleStrip({ stage }: { stage: AidStage }) {
  useSheet(css);
  const { t } = useTexts(TIMELINE_NS);
  return (
    <ol className="fsp-lifecycle" aria-label={t('strip.label')} part="lifecycle">
      {stripPositions(stage).map((p) => (
        <li key={p.position} data-position={p.position} aria-current={p.current ? 'step' : undefined}>
          <span>{t(p.labelKey)}</span>
          {p.current ? <span className="fsp-lifecycle-now"> ({t('strip.now')})</span> : null}
        </li>
      ))}
    </ol>
  );
}

announcePart(TIMELINE_PARTS.aidLife, { component: AidLife, texts: AID_LIFE_TEXTS });
