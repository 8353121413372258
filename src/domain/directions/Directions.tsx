import { Link } from 'react-router-dom';
import { useTranslation } from '@/lib/useTranslation';
import { ExternalLink } from '@/components/ExternalLink';
import { Icon } from '@/components/Icon';
import { IsolatedParagraph } from '@/components/ui/IsolatedParagraph';
import { useTakenOver } from '@/lib/hydration';
import { formatRouteDistance, formatRouteDuration, openInMapsHref, routingConfigured } from './directions';
import type { Destination, DirectionsState } from './useDirections';
import './directions.css';

interface DirectionsButtonProps {
  to: Destination;
  onRequest: (to: Destination) => void;
  className?: string;
}

/** The keyless way to a place: the visitor's own maps app, or nothing when the point cannot be linked. */
function OpenInMapsLink({ to, className }: { to: { lat: number; lng: number }; className: string }) {
  const { t } = useTranslation('directions');
  const href = openInMapsHref(to.lat, to.lng);
  return href ? (
    <ExternalLink className={className} href={href}>
      <Icon name="map" size={16} />
      {t('openInMaps')}
    </ExternalLink>
  ) : null;
}

/**
 * "Directions" to a place. With a routing service configured it is a button (the route is drawn on
 * the page's map); without one it is the keyless Open in maps link. So is it in a published page
 * until the app has taken the page over: there a button would do nothing, while the link works with
 * no script at all.
 */
export function DirectionsButton({ to, onRequest, className = 'button button--secondary button--small' }: DirectionsButtonProps) {
  const { t } = useTranslation('directions');
  const takenOver = useTakenOver();
  if (!routingConfigured() || !takenOver) return <OpenInMapsLink to={to} className={className} />;
  return (
    <button type="button" className={className} onClick={() => onRequest(to)} aria-label={t('toPlace', { name: to.name })}>
      <Icon name="pin" size={16} />
      {t('button')}
    </button>
  );
}

/** What Directions is doing, announced politely: finding you, routing, the distance and time, or why not (with Open in maps). */
export function DirectionsStatus({ state, onClear }: { state: DirectionsState; onClear: () => void }) {
  const { t, i18n } = useTranslation('directions');
  const language = i18n.language;
  let content = null;
  if (state.status === 'locating' || state.status === 'routing') {
    content = <p className="directions-status__text">{t(state.status === 'locating' ? 'locating' : 'routing')}</p>;
  } else if (state.status === 'done') {
    content = (
      <>
        <p className="directions-status__text">
          <strong>
            <bdi>{state.to.name}</bdi>
          </strong>
          {' · '}
          {t('summary', {
            distance: formatRouteDistance(state.route.distance, language),
            duration: formatRouteDuration(state.route.duration, language),
          })}
        </p>
        <button type="button" className="button button--ghost button--small" onClick={onClear}>
          {t('clear')}
        </button>
      </>
    );
  } else if (state.status === 'failed') {
    content = (
      <>
        <p className="directions-status__text">
          <Icon name="alert" size={16} />
          {t(`failed.${state.reason}`)}
        </p>
        <OpenInMapsLink to={state.to} className="button button--secondary button--small" />
      </>
    );
  }
  return (
    <div className={`directions-status cluster${state.status === 'idle' ? ' directions-status--idle' : ''}`} role="status">
      {content}
    </div>
  );
}

interface DirectionsPopupProps {
  point: { lat: number; lng: number; title: string; subtitle?: string };
  onRequest: (to: Destination) => void;
  /** The place's own page in the app ('View offer' on the offers map). */
  link?: { to: string; text: string };
}

/** A map popup with the place's name, its page when it has one, and its Directions (for LazyMap's renderPopup). */
export function DirectionsPopup({ point, onRequest, link }: DirectionsPopupProps) {
  return (
    <div className="directions-popup">
      <p className="directions-popup__title">
        <bdi>{point.title}</bdi>
      </p>
      <IsolatedParagraph text={point.subtitle} className="directions-popup__subtitle" />
      {link && (
        // The map's popup link style (map-canvas.css, loaded with any popup).
        <Link className="map-popup__link" to={link.to}>
          {link.text}
        </Link>
      )}
      <DirectionsButton to={{ lat: point.lat, lng: point.lng, name: point.title }} onRequest={onRequest} />
    </div>
  );
}
