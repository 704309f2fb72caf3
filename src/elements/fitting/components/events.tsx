/**
 * The fitting's events tab (spec 3 §4: what happened, newest first, as the server gives them): core's
 * Timeline (issue 41: the same widget as the aid's life and the client's story), each event its
 * time, its kind in words (the fitting, a meeting, a comment, a file), what happened with what
 * changed under it (the event's text), and who. A part of its own, loaded with the tab (the
 * element's size budget).
 */
import type { FittingEvent } from '../../../contract/fittings.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Timeline, TIMELINE_TEXTS, type TimelineItem } from '../../../core/ui/timeline.tsx';
import type { FittingData } from '../api.ts';
import { NS } from '../ns.ts';

/** The namespace the part waits for before it shows (the Timeline's own). */
export const EVENTS_TEXTS = TIMELINE_TEXTS;

/** The kind an event is shown as: its meetings, comments and files apart from the fitting's own. */
export function eventKind(event: FittingEvent['event']): 'meeting' | 'comment' | 'file' | 'fitting' {
  if (event.startsWith('MEETING_')) return 'meeting';
  if (event === 'COMMENT_ADDED') return 'comment';
  if (event.startsWith('FILE_')) return 'file';
  return 'fitting';
}

export function Events({ fitting }: { fitting: FittingData }) {
  const { t } = useTexts(NS);
  const items: TimelineItem[] = fitting.events.map((e) => {
    const kind = eventKind(e.event);
    return { id: String(e.id), at: e.dateTime, kind, kindLabel: t(`events.kind.${kind}`), actor: e.by, title: t(`events.${e.event}`), subtitle: e.text };
  });
  return <Timeline label={t('events.label')} items={items} empty={{ title: t('events.none') }} part="events" />;
}
