import { useTranslation } from '@/lib/useTranslation';
import type { Offer } from '@/api';
import { Icon } from '@/components/Icon';
import { FallbackImage } from '@/components/media/FallbackImage';
import { SaveButton } from '@/domain/savedPlaces';
import { paths } from '@/config/paths';
import { offerTiming } from '@/lib/dates';
import { formatDate, formatMoney, isPositive } from '@/lib/format';
import { descriptionOf, localField, localName, titleNames } from '@/lib/names';
import { offerImage } from '@/lib/recordImages';
import type { CardView } from './CompanyCard';
import { Distance } from './Distance';
import { useOfferDiscount } from './offerDiscount';
import { CardDescription } from './CardDescription';
import { CardTitleLink } from './CardTitleLink';
import './cards.css';
import { useNow } from '@/lib/useNow';

export interface OfferCardProps {
  offer: Offer;
  view?: CardView;
  /** The moment 'days left' is counted from; tests pin it, screens leave it out. */
  now?: Date;
  /**
   * Set for a list's first card: its photo is usually the screen's largest paint, so it is asked
   * for at once and before the others rather than once the browser has laid it out.
   */
  eager?: boolean;
}

/**
 * An offer: the whole card is clickable through the title's link (stretched over the card),
 * so there is one link per offer for keyboard and screen-reader users.
 */
export function OfferCard({ offer, view = 'grid', now, eager = false }: OfferCardProps) {
  const { t, i18n } = useTranslation('cards');
  const language = i18n.language;
  // The page's one clock (lib/useNow), never a read of the time while rendering: a published page
  // and its hydration draw the same days left.
  const clock = useNow();
  const at = now ?? clock;

  const title = localName(titleNames(offer), language);
  const company = localField(offer.company_name, offer.company_en_name, language);
  const description = descriptionOf(offer);
  const image = offerImage(offer);

  const discount = useOfferDiscount(offer);
  const { expired, days, endingSoon } = offerTiming(offer.valid_until, at);

  return (
    <article className={`card card--linked offer-card offer-card--${view}${expired ? ' offer-card--expired' : ''}`}>
      <div className="card__media offer-card__media">
        <FallbackImage src={image} alt="" fallback="adBackground" className="card__image" eager={eager} />
        {/* Above the card's stretched link, so the tap saves rather than opens the offer. */}
        <SaveButton kind="offer" id={offer.id} names={titleNames(offer)} className="offer-card__save" />
        {(discount || expired || endingSoon) && (
          <div className="card__overlay overlay-row">
            {discount && <span className="offer-card__discount">{discount}</span>}
            {expired && <span className="badge badge--danger card__overlay-end offer-card__status">{t('offer.expired')}</span>}
            {endingSoon && (
              <span className="badge badge--accent card__overlay-end offer-card__status">
                <Icon name="clock" size={14} />
                {t('offer.daysLeft', { count: days })}
              </span>
            )}
          </div>
        )}
      </div>

      <div className="card__body offer-card__body">
        <CardTitleLink block="offer-card" to={paths.offer.getHref(offer.id)}>
          {title}
        </CardTitleLink>
        {company && (
          <p className="card__meta offer-card__company">
            <Icon name="building" size={16} />
            <bdi>{company}</bdi>
          </p>
        )}
        <Distance km={offer.distance_km} />
        <CardDescription block="offer-card" text={description} />
        {(isPositive(offer.price) || offer.valid_until) && (
          <div className="offer-card__footer split">
            {isPositive(offer.price) && (
              <p className="offer-card__price">
                <span className="visually-hidden">{t('offer.price')} </span>
                {formatMoney(offer.price, language)}
              </p>
            )}
            {offer.valid_until && (
              <p className="card__meta offer-card__until">
                <Icon name="calendar" size={16} />
                <time dateTime={offer.valid_until}>{t('offer.until', { date: formatDate(offer.valid_until, language) })}</time>
              </p>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
