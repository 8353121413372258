import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { MapPoint } from './types';

interface MapPlaceListProps {
  points: MapPoint[];
}

/**
 * The map's places as a plain list, next to it: what a sighted visitor reads off the pins, for
 * screen-reader and keyboard users (WCAG 1.1.1, 2.1.1). Closed by default and built only when
 * opened, so ten thousand offers cost nothing until someone asks for them.
 */
export function MapPlaceList({ points }: MapPlaceListProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  return (
    <details className="map-places" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="map-places__summary">{t('map.places', { n: points.length })}</summary>
      {open && (
        <ul className="map-places__list">
          {points.map((point) => (
            <li key={point.id} className="map-places__item">
              {point.href ? (
                <Link to={point.href} dir="auto">
                  {point.title}
                </Link>
              ) : (
                <span dir="auto">{point.title}</span>
              )}
              {point.subtitle && (
                <span className="map-places__subtitle" dir="auto">
                  {point.subtitle}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
