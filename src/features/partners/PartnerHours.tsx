import { useTranslation } from 'react-i18next';
import type { OpeningHours } from '@/api';
import { OpeningHoursTable, OpeningStatus } from '@/components/hours';
import { hasOpeningHours } from '@/lib/openingHours';
import './partner-hours.css';

/** The partner page's hours panel: today's status, then the week. Absent when the hours are unknown. */
export function PartnerHours({ hours }: { hours: OpeningHours | undefined }) {
  const { t } = useTranslation('cards');
  if (!hasOpeningHours(hours)) return null;
  return (
    <section className="partner-panel panel partner-hours" aria-labelledby="partner-hours">
      <h2 id="partner-hours" className="partner-detail__heading">
        {t('hours.title')}
      </h2>
      <OpeningStatus hours={hours} className="partner-hours__status" />
      <OpeningHoursTable hours={hours} />
    </section>
  );
}
