// "Near me" for a list screen: asks for the browser's position only when pressed, then sorts the
// list nearest-first through the screen's `near` URL key (rounded there to ~100 m). While active it
// names the area (reverse geocoding; "Near you" without it) and can be turned off. When the position
// is refused, unavailable or too slow, it says which and offers the towns (the cities call) instead.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { City } from '@/api';
import { Icon } from '@/components/Icon';
import { SelectField } from '@/components/ui/SelectField';
import { localName } from '@/lib/names';
import { nearPoint, nearValue } from './nearPoint';
import { reverseGeocode } from './reverseGeocode';
import './near.css';

/** Oman: the towns offered when the position is not available. */
export const OMAN_COUNTRY_ID = 1;
/** How long the browser may look for the position before "took too long". */
export const POSITION_TIMEOUT_MS = 10_000;

type Failure = 'denied' | 'unavailable' | 'timeout';

const failureOf = (error: GeolocationPositionError | null): Failure => {
  if (error?.code === 1) return 'denied';
  if (error?.code === 3) return 'timeout';
  return 'unavailable';
};

export interface NearMeProps {
  /** The screen's `near` value: '' when off, else "lat,lon". */
  near: string;
  /** A new `near` value ('' turns it off). */
  onChange: (near: string) => void;
  /** The towns to offer instead (the cities call of OMAN_COUNTRY_ID); asked for through onTownsWanted. */
  towns: City[] | undefined;
  townsFailed?: boolean;
  /** The town list is about to show: the screen starts the cities call (never on load). */
  onTownsWanted: () => void;
}

export function NearMe({ near, onChange, towns, townsFailed = false, onTownsWanted }: NearMeProps) {
  const { t } = useTranslation('ui');
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [choosing, setChoosing] = useState(false);
  const point = nearPoint(near);
  const showTowns = !point && (failure !== null || choosing);
  useEffect(() => {
    if (showTowns) onTownsWanted();
  }, [showTowns, onTownsWanted]);
  const { controls, handTo } = useFocusHandOver();

  const locate = () => {
    if (locating) return;
    handTo('.near-me__off');
    setFailure(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setFailure('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setChoosing(false);
        onChange(nearValue({ lat: position.coords.latitude, lon: position.coords.longitude }));
      },
      (error) => {
        setLocating(false);
        setFailure(failureOf(error));
      },
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  };

  const pickTown = (value: string) => {
    handTo('.near-me__off');
    setFailure(null);
    setChoosing(false);
    onChange(value);
  };

  return (
    <div className="near-me cluster" ref={controls}>
      {point ? (
        <div className="near-me__active cluster">
          <Icon name="pin" size={16} className="near-me__icon" />
          <NearArea near={near} />
          <button
            type="button"
            className="button button--secondary button--small near-me__off"
            onClick={() => {
              handTo('.near-me__button');
              onChange('');
            }}
          >
            {t('nearMe.off')}
          </button>
        </div>
      ) : (
        <NearMeIdle
          locating={locating}
          onLocate={locate}
          offerTowns={!failure && !choosing}
          onChooseTown={() => {
            handTo('.near-me__towns select');
            setChoosing(true);
          }}
        />
      )}
      {failure && (
        <p className="near-me__failure" role="alert">
          {t(`nearMe.failure.${failure}`)}
        </p>
      )}
      {showTowns && <TownPicker towns={towns} failed={townsFailed} onPick={pickTown} />}
    </div>
  );
}

/**
 * Each control here gives way to another (Near me to the active area and its Turn off, Turn off
 * to Near me, "choose a town" to the town list): the keyboard follows to the one that takes its
 * place, or it would be left on a removed element and start again at the top of the page.
 */
function useFocusHandOver() {
  const controls = useRef<HTMLDivElement>(null);
  const focusNext = useRef<string | null>(null);
  const handTo = (selector: string) => {
    if (controls.current?.contains(document.activeElement)) focusNext.current = selector;
  };
  useEffect(() => {
    const selector = focusNext.current;
    const target = selector ? controls.current?.querySelector<HTMLElement>(selector) : null;
    if (!target) return;
    // Never pull the keyboard back from where the visitor has since taken it.
    const active = document.activeElement;
    if (active && active !== document.body && !controls.current?.contains(active)) {
      focusNext.current = null;
      return;
    }
    target.focus();
    // The town list is disabled until the towns arrive: it takes the keyboard once they have.
    if (document.activeElement === target) focusNext.current = null;
  });
  return { controls, handTo };
}

interface NearMeIdleProps {
  locating: boolean;
  onLocate: () => void;
  /** "Choose a town" is offered (not once the position failed or the towns show). */
  offerTowns: boolean;
  onChooseTown: () => void;
}

/** Near me while off: its button, and the way to choose a town instead. */
function NearMeIdle({ locating, onLocate, offerTowns, onChooseTown }: NearMeIdleProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="near-me__idle cluster">
      {/* Busy, not disabled, while it looks: a disabled button would drop the keyboard. */}
      <button
        type="button"
        className="button button--secondary button--small near-me__button"
        onClick={onLocate}
        aria-disabled={locating || undefined}
      >
        <Icon name="pin" size={16} />
        {locating ? t('nearMe.locating') : t('nearMe.button')}
      </button>
      {offerTowns && (
        <button type="button" className="near-me__link" onClick={onChooseTown}>
          {t('nearMe.chooseTown')}
        </button>
      )}
    </div>
  );
}

/** "Near Al Khuwair, Muscat" from the reverse-geocoding service; "Near you" without one or on failure. */
function NearArea({ near }: { near: string }) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const [named, setNamed] = useState<{ key: string; area: string } | null>(null);
  const key = `${near}|${language}`;

  useEffect(() => {
    const point = nearPoint(near);
    if (!point) return undefined;
    const controller = new AbortController();
    // Only a name changes what is shown: with no service, no name or a failure, "Near you" stays
    // (a name kept for another point or language is not shown either).
    reverseGeocode(point, language, controller.signal)
      .then((area) => {
        if (area) setNamed({ key: `${near}|${language}`, area });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [near, language]);

  const area = named?.key === key ? named.area : '';
  return (
    <p className="near-me__area" aria-live="polite">
      <bdi>{area ? t('nearMe.near', { area }) : t('nearMe.nearYou')}</bdi>
    </p>
  );
}

/** The towns (the cities call), each setting `near` to its coordinates. */
function TownPicker({ towns: cities, failed, onPick }: { towns: City[] | undefined; failed: boolean; onPick: (near: string) => void }) {
  const { t, i18n } = useTranslation('ui');
  const towns = (cities ?? [])
    .flatMap(({ latitude: lat, longitude: lon, ...city }) =>
      typeof lat === 'number' && typeof lon === 'number' ? [{ name: localName(city, i18n.language), value: nearValue({ lat, lon }) }] : [],
    )
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <SelectField
      className="near-me__towns"
      label={t('nearMe.townLabel')}
      labelClassName="near-me__towns-label"
      value=""
      disabled={towns.length === 0}
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value);
      }}
    >
      <option value="">{failed ? t('nearMe.townsError') : t('nearMe.townPlaceholder')}</option>
      {towns.map((town) => (
        <option key={town.value} value={town.value}>
          {town.name}
        </option>
      ))}
    </SelectField>
  );
}
