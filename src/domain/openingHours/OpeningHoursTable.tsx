import { useTranslation } from '@/lib/useTranslation';
import type { OpeningHours } from '@/api';
import { formatDate, formatWeekdayName } from '@/lib/format';
import type { SpecialDayMatch } from './openingHours';
import { describeSpans, upcomingSpecialDays, weekRows } from './openingHoursWeek';
import { localName } from '@/lib/names';
import { useNow } from '@/lib/useNow';
import './table.css';

export interface OpeningHoursTableProps {
  hours: OpeningHours | undefined;
}

function specialName(special: SpecialDayMatch, language: string): string {
  return localName({ name: special.name, en_name: special.enName }, language);
}

/**
 * The usual week as a real table (a row header per day), Sunday first as Oman's week runs. Today's
 * row is marked three ways: aria-current="date" for screen readers, a "Today" label in the text, and
 * a tint. When a holiday or Ramadan changes today, today's row shows today's hours and says why.
 * Upcoming special days follow the table. Renders nothing without a schedule.
 */
export function OpeningHoursTable({ hours }: OpeningHoursTableProps) {
  const { t, i18n } = useTranslation('cards');
  const language = i18n.language;
  const now = useNow();
  const rows = weekRows(hours, now);
  if (!rows) return null;
  // The lib names its keys as a union; the typed t takes one literal key at a time, hence the widening.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  const lines = (spans: Parameters<typeof describeSpans>[0]) => describeSpans(spans, translate, language);
  const specials = upcomingSpecialDays(hours, now);

  return (
    <div className="opening-hours">
      <table className="hours-table">
        <caption className="hours-table__caption">{t('hours.caption')}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('hours.day')}</th>
            <th scope="col">{t('hours.hoursColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.weekday}
              className={row.isToday ? 'hours-table__row hours-table__row--today' : 'hours-table__row'}
              aria-current={row.isToday ? 'date' : undefined}
            >
              <th scope="row" className="hours-table__day">
                {formatWeekdayName(row.weekday, language)}
                {row.isToday && <span className="hours-table__today">{t('hours.today')}</span>}
              </th>
              <td className="hours-table__hours">
                {row.special && (
                  <span className="hours-table__special">
                    <bdi>{specialName(row.special, language)}</bdi>
                  </span>
                )}
                {lines(row.spans).map((text) => (
                  <span key={text} className="hours-table__range">
                    <bdi>{text}</bdi>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {specials.length > 0 && (
        <div className="opening-hours__special">
          <h3 className="opening-hours__special-title">{t('hours.specialTitle')}</h3>
          <ul className="opening-hours__special-list">
            {specials.map((day) => (
              <li key={`${day.from}|${day.to}`}>
                <span className="opening-hours__special-name">
                  <bdi>{specialName(day, language)}</bdi>
                </span>{' '}
                <span className="opening-hours__special-dates">
                  {day.from === day.to
                    ? formatDate(day.from, language)
                    : t('hours.specialDays', { from: formatDate(day.from, language), to: formatDate(day.to, language) })}
                </span>
                <span className="opening-hours__special-hours">{lines(day.spans).join(', ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
