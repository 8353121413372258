import { useMemo } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useGetActiveOfferLocationsQuery } from '@/api';
// The map before directions, as the other screens import them: their stylesheets share a chunk,
// and webpack warns when screens disagree on the order.
import { LazyMap } from '@/components/map';
import { DirectionsPopup, DirectionsStatus, useDirections } from '@/domain/directions';
import { AsyncSection, DeferredSection, TitledSection } from '@/components/ui';
import { nearPoint } from '@/domain/nearMe';
import { offerMapPoints } from './offerPoints';

export const OFFERS_MAP_HEIGHT = 400;
export const OFFERS_MAP_ZOOM = 8;
/** Near me: the visitor's surroundings (a town and its neighbours), not the whole country. */
export const OFFERS_MAP_NEAR_ZOOM = 11;

interface OffersMapProps {
  search: string;
  category?: number;
  /** Near me's `near` value ('' for none): the map centres on the visitor and marks them. */
  near?: string;
}

/**
 * 'Offers Map': every matching offer that has coordinates (not only the page on screen), clustered,
 * centred on the first, or on the visitor with Near me (the list is then nearest first, so the
 * map opens where the list starts). The compact locations call keeps 10 000 offers cheap.
 */
export function OffersMap({ search, category, near = '' }: OffersMapProps) {
  const { t } = useTranslation('offers');
  return (
    <TitledSection id="offers-map-title" title={t('map.title')} className="offers-map panel" titleClassName="offers-map__title" header={{ className: 'offers-map__header' }}>
      {/* Below the list: Leaflet and the locations call wait until the visitor scrolls near. */}
      <DeferredSection minHeight={OFFERS_MAP_HEIGHT}>
        <OffersMapContent search={search} category={category} near={near} />
      </DeferredSection>
    </TitledSection>
  );
}

function OffersMapContent({ search, category, near }: OffersMapProps) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const { data: locations, isLoading, isError, error, refetch } = useGetActiveOfferLocationsQuery({ search: search || undefined, category });
  const points = useMemo(() => (locations ? offerMapPoints(locations, language) : undefined), [locations, language]);
  const visitor = nearPoint(near);
  const here = visitor ? { lat: visitor.lat, lng: visitor.lon } : undefined;
  // A popup's Directions, as on the partner and offer pages: the route is drawn on this map.
  const directions = useDirections();
  const route = directions.state.status === 'done' ? directions.state.route.path : undefined;

  const body = (
    <AsyncSection
      query={{ data: points, isLoading, error: isError ? error : undefined, refetch }}
      loading={
        <div className="offers-map__placeholder" style={{ blockSize: OFFERS_MAP_HEIGHT }} role="status">
          {t('map.loading')}
        </div>
      }
      failed={<p className="offers-map__note">{t('map.failed')}</p>}
      empty={<p className="offers-map__note">{t('map.none')}</p>}
    >
      {(found) => (
        <>
          <DirectionsStatus state={directions.state} onClear={directions.clear} />
          <LazyMap
            points={found}
            center={here ?? { lat: found[0].lat, lng: found[0].lng }}
            zoom={here ? OFFERS_MAP_NEAR_ZOOM : OFFERS_MAP_ZOOM}
            here={here}
            height={OFFERS_MAP_HEIGHT}
            cluster
            route={route}
            ariaLabel={t('map.label')}
            renderPopup={(point) => (
              <DirectionsPopup point={point} onRequest={directions.request} link={point.href ? { to: point.href, text: t('map.openOffer') } : undefined} />
            )}
          />
        </>
      )}
    </AsyncSection>
  );

  return (
    <>
      {points && points.length > 0 && (
        <p className="offers-map__count">{t('map.count', { count: points.length, n: points.length })}</p>
      )}
      {body}
    </>
  );
}
