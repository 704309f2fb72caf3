/**
 * The calendar tab (spec 3 §2): the fitting's meetings in a week (Monday to Sunday), with the
 * previous and next week. Accessible as lists: the week is a list of days, each day a heading and
 * the list of its meetings (time, status), so a screen reader reads it in order, not as a grid.
 * It opens at the week of the next meeting, or this week.
 */
import { useState } from 'react';
import { swedishNow } from '../../../contract/shared/fitting-rules.ts';
import { FITTINGS_NS } from '../../../areas/fittings/fittings.ts';
import { formatDate, formatTime } from '../../../core/format/index.ts';
import { useTexts } from '../../../core/i18n/index.ts';
import { Button } from '../../../core/ui/components.tsx';
import type { FittingData } from '../api.ts';
import { NS } from '../ns.ts';

const DAY = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);
/** The Monday of a date's week (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = toDate(day);
  return toDay(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY));
}
const addDays = (day: string, n: number) => toDay(new Date(toDate(day).getTime() + n * DAY));
/** The ISO week number. */
function weekNumber(monday: string): number {
  const thursday = toDate(addDays(monday, 3));
  const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - jan1) / DAY / 7) + 1;
}

export function Calendar({ fitting }: { fitting: FittingData }) {
  const { t, lang } = useTexts(NS);
  const [monday, setMonday] = useState(() => mondayOf(fitting.nextMeeting?.date ?? swedishNow(new Date()).date));
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const dayName = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const meetings = [...fitting.meetings].sort((a, b) => (a.date + a.fromTime).localeCompare(b.date + b.fromTime));
  return (
    <div className="stack" part="calendar">
      <div className="head">
        <h2 aria-live="polite">{t('calendar.week', { week: weekNumber(monday), from: formatDate(monday, lang), to: formatDate(addDays(monday, 6), lang) })}</h2>
        <div className="actions">
          <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
            {t('calendar.previous')}
          </Button>
          <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
            {t('calendar.next')}
          </Button>
        </div>
      </div>
      <ol className="plain week">
        {days.map((day) => {
          const ofDay = meetings.filter((m) => m.date === day);
          return (
            <li key={day} className="day" data-empty={ofDay.length === 0 ? 'true' : undefined}>
              <h3>{dayName.format(toDate(day))}</h3>
              {ofDay.length === 0 ? (
                <p className="muted">{t('calendar.noMeetings')}</p>
              ) : (
                <ul className="plain">
                  {ofDay.map((m) => (
                    <li key={m.id} className="slot" data-status={m.status}>
                      <strong>
                        {formatTime(m.fromTime, lang)}–{formatTime(m.toTime, lang)}
                      </strong>{' '}
                      <span className="status">{t(`${FITTINGS_NS}:meetingStatus.${m.status}`)}</span>
                      {m.room ? <span className="muted"> {m.room.label}</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
