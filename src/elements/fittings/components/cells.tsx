/** The cells both tables share: the fitting's link, the client, the prescriber, the meeting's time. */
import type { FittingRow } from '../api.ts';
import { fittingDetailPath, type FittingListState } from '../../../areas/fittings/list.ts';
import { formatDate } from '../../../core/format/index.ts';
import type { Language } from '../../../core/i18n/index.ts';
import { useNavigateLink } from '../../../core/ui/links.ts';

/** A Swedish wall-clock day (YYYY-MM-DD) in the language's format. */
export function dayText(day: string, lang: Language): string {
  const [y, m, d] = day.split('-');
  return lang === 'en' ? `${m}/${d}/${y}` : day;
}

/** A wall-clock time (HH:mm) in the language's format. */
export function timeText(time: string, lang: Language): string {
  if (lang === 'sv') return time;
  const [hText = '0', minute = '00'] = time.split(':');
  const h = Number(hText);
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${minute} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The next meeting's date and times, or, on a closed fitting, the day it was completed or annulled. */
export function meetingText(f: FittingRow, lang: Language): string {
  if (f.group === 'CLOSED') return f.closedDateTime ? formatDate(f.closedDateTime, lang) : '';
  const m = f.nextMeeting;
  return m ? `${dayText(m.date, lang)} ${timeText(m.fromTime, lang)}–${timeText(m.toTime, lang)}` : '';
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
