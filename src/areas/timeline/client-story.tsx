/**
 * A client's story (issue 41): everything that happened to the client, newest first (GET
 * /clients/{client}/timeline), in core's Timeline, paged by "show more", with a filter by kind above
 * it: a checkbox for each kind, all chosen at first; the list follows each change (`kinds`; all
 * chosen asks for all, none chosen asks nothing and says so). The filter is the component's own
 * state, its first value from the caller (`<fsp-client-timeline kinds>`).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TIMELINE_KINDS, type TimelineKind } from '../../contract/shared/timeline.ts';
import { announcePart } from '../../core/element/lazy-part.tsx';
import { useApiScope } from '../../core/http/query.ts';
import { useTexts } from '../../core/i18n/index.ts';
import { StateMessage } from '../../core/ui/components.tsx';
import { prepareSheet, useSheet } from '../../core/ui/sheet.ts';
import { TIMELINE_TEXTS } from '../../core/ui/timeline.tsx';
import css from './timeline.css?inline';
import { TimelineResult } from './parts.tsx';
import { TIMELINE_PARTS } from './queries.ts';
import { clientTimelineQuery, TIMELINE_NS, type KindFilter } from './timeline.ts';

// Parsed as the module runs, before the first render that shows it (sheet.ts prepareSheet).
prepareSheet(css);

export { parseKinds } from './timeline.ts';

/** The namespaces a part showing the story waits for (the area's and core Timeline's). */
export const CLIENT_STORY_TEXTS = [TIMELINE_NS, TIMELINE_TEXTS] as const;

export type ClientStoryProps = {
  client: number;
  /** The kinds chosen at first (null: all). */
  kinds?: KindFilter;
  /** The heading's level (2: in a host's page or a tab, under its h1). */
  level?: 1 | 2;
  /** The heading (default: the area's "Timeline"). */
  title?: string;
};

export function ClientStory({ client, kinds: initial = null, level = 2, title }: ClientStoryProps) {
  useSheet(css);
  const { t } = useTexts(TIMELINE_NS);
  const headingId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<TimelineKind>>(() => new Set(initial ?? TIMELINE_KINDS));
  const all = chosen.size === TIMELINE_KINDS.length;
  const kinds: KindFilter = all ? null : TIMELINE_KINDS.filter((k) => chosen.has(k));
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="fsp-client-story" aria-labelledby={headingId} part="client-story">
      <Heading id={headingId}>{title ?? t('title.client')}</Heading>
      <KindFilterChips chosen={chosen} onChosen={setChosen} />
      {chosen.size === 0 ? (
        <StateMessage kind="empty" title={t('empty.filtered')} text={t('empty.filteredText')} />
      ) : (
        <Story client={client} kinds={kinds} />
      )}
    </section>
  );
}

function Story({ client, kinds }: { client: number; kinds: KindFilter }) {
  const { t } = useTexts(TIMELINE_NS);
  const result = useInfiniteQuery(clientTimelineQuery(useApiScope(), client, kinds));
  const empty = kinds ? { title: t('empty.filtered'), text: t('empty.filteredText') } : { title: t('empty.client') };
  return <TimelineResult result={result} label={t('listLabel.client')} empty={empty} />;
}

/** A checkbox chip for each kind, and "All" (checked when every kind is; checking it chooses every one). */
function KindFilterChips({ chosen, onChosen }: { chosen: ReadonlySet<TimelineKind>; onChosen: (next: ReadonlySet<TimelineKind>) => void }) {
  const { t } = useTexts(TIMELINE_NS);
  const all = chosen.size === TIMELINE_KINDS.length;
  const toggle = (kind: TimelineKind) => {
    const next = new Set(chosen);
    if (!next.delete(kind)) next.add(kind);
    onChosen(next);
  };
  return (
    <fieldset className="fsp-kind-filter" part="kind-filter">
      <legend>{t('filter.legend')}</legend>
      <label className="fsp-chip">
        <input type="checkbox" checked={all} onChange={() => onChosen(new Set(all ? [] : TIMELINE_KINDS))} />
        <span>{t('filter.all')}</span>
      </label>
      {TIMELINE_KINDS.map((kind) => (
        <label key={kind} className="fsp-chip" data-kind={kind}>
          <input type="checkbox" checked={chosen.has(kind)} onChange={() => toggle(kind)} />
          <span>{t(`kind.${kind}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

announcePart(TIMELINE_PARTS.clientStory, { component: ClientStory, texts: CLIENT_STORY_TEXTS });
