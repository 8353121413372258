import { useTranslation } from '@/lib/useTranslation';
import type { OpeningHours } from '@/api';
import { hasOpeningHours, OpeningHoursTable, OpeningStatus } from '@/domain/openingHours';
import './partner-hours.css';
import { PartnerPanel } from './PartnerPanel';

/** The partner page's hours panel: today's status, then the week. Absent when the hours are unknown. */
export function PartnerHours({ hours }: { hours: OpeningHours | undefined }) {
  const { t } = useTranslation('cards');
  if (!hasOpeningHours(hours)) return null;
  return (
    <PartnerPanel id="partner-hours" title={t('hours.title')} className="partner-hours">
      <OpeningStatus hours={hours} className="partner-hours__status" />
      <OpeningHoursTable hours={hours} />
    </PartnerPanel>
  );
}
