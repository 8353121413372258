import { useTranslation } from '@/lib/useTranslation';
import type { OpeningHours } from '@/api';
import { describeHoursStatus, hasOpeningHours, hoursStatus } from './openingHours';
import { useNow } from '@/lib/useNow';
import './status.css';

export interface OpeningStatusProps {
  hours: OpeningHours | undefined;
  className?: string;
}

/**
 * One line: "Open now · Closes at 10:00 PM", "Closed · Opens tomorrow at 8:00 AM", in Oman's time.
 * Nothing at all when the hours are unknown: no schedule is not the same as closed.
 * The words carry the state; the colour and the dot only repeat it.
 */
export function OpeningStatus({ hours, className }: OpeningStatusProps) {
  // Most cards on a list may have no hours: those pay for no clock and no translation.
  return hasOpeningHours(hours) ? <OpeningStatusLine hours={hours} className={className} /> : null;
}

function OpeningStatusLine({ hours, className }: OpeningStatusProps) {
  const { t, i18n } = useTranslation('cards');
  const now = useNow();
  const status = hoursStatus(hours, now);
  if (!status) return null;
  // The lib names its keys as a union; the typed t takes one literal key at a time, hence the widening.
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  const line = describeHoursStatus(status, translate, i18n.language);
  return (
    <p className={`opening-status opening-status--${line.tone}${className ? ` ${className}` : ''}`}>
      <span className="opening-status__dot" aria-hidden="true" />
      <span className="opening-status__lead">{line.lead}</span>
      {line.detail && (
        <>
          <span aria-hidden="true"> · </span>
          <span className="opening-status__detail">
            <bdi>{line.detail}</bdi>
          </span>
        </>
      )}
    </p>
  );
}
