import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components/Icon';
import { formatDistance } from '@/lib/format';

/** "2.3 km" on a card of a list sorted by "Near me" (the answer's distance_km); nothing otherwise. */
export function Distance({ km, className = '' }: { km: number | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation('cards');
  if (typeof km !== 'number' || !Number.isFinite(km)) return null;
  const distance = formatDistance(km, i18n.language);
  return (
    <p className={`card__meta distance ${className}`.trim()}>
      <Icon name="map" size={16} />
      <span className="visually-hidden">{t('distance.away', { distance })}</span>
      <span className="distance__value" aria-hidden="true">{distance}</span>
    </p>
  );
}
