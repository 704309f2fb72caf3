/** The cells both tables share: the fitting's link, the client, the prescriber, the meeting's time. */
import type { FittingRow } from '../api.ts';
import { fittingDetailPath, type FittingListState } from '../../../areas/fittings/list.ts';
import { formatDate, formatDaySpan } from '../../../core/format/index.ts';
import type { Language } from '../../../core/i18n/index.ts';
import { useNavigateLink } from '../../../core/ui/links.ts';

/** The next meeting's date and times, or, on a closed fitting, the day it was completed or annulled. */
export function meetingText(f: FittingRow, lang: Language): string {
  if (f.group === 'CLOSED') return f.closedDateTime ? formatDate(f.closedDateTime, lang) : '';
  const m = f.nextMeeting;
  return m ? formatDaySpan(m.date, m.fromTime, m.toTime, lang) : '';
}

export const personName = (p: { firstName: string; surname: string } | null | undefined): string => (p ? `${p.firstName} ${p.surname}`.trim() : '');

/**
 * A fitting's link: a plain click is an `fsp-navigate` to its detail; unprevented (or with a
 * modifier) the browser follows the href. The detail's path keeps the list's view (`from`: the
 * planning view's role=admin, the tab, the page), so Complete and Annul lead back to it.
 */
export function FittingLink({ fitting, from }: { fitting: FittingRow; from: FittingListState }) {
  const link = useNavigateLink();
  const path = fittingDetailPath(fitting.id, '', from);
  return (
    <a className="fitting-link" href={path} onClick={(e) => link(e, path)} part="fitting-link">
      <span className="nowrap">{fitting.contentNumber}</span> <span className="type">{fitting.fittingType.name}</span>
    </a>
  );
}
