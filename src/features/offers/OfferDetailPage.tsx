import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { useGetOfferDetailsQuery, type Offer } from '@/api';
import { Icon } from '@/components/Icon';
import { ExternalLink } from '@/components/ExternalLink';
import { LazyMap, isMappable } from '@/components/map';
// Not through the cards index: the offer's page shows no card.
import { useOfferDiscount } from '@/components/cards/offerDiscount';
import { FallbackImage } from '@/components/media';
import { DetailPage, TitledSection } from '@/components/ui';
import { paths } from '@/config/paths';
import { offerTiming } from '@/lib/dates';
import { formatDate, formatMoney, isPositive } from '@/lib/format';
import { descriptionOf, localField, localName, titleNames } from '@/lib/names';
import { websiteHref } from '@/lib/safeLinks';
import { DirectionsButton, DirectionsPopup, DirectionsStatus, useDirections } from '@/domain/directions';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useOpenGraph } from '@/lib/headTags';
import { useBreadcrumbJsonLd } from '@/lib/breadcrumbJsonLd';
import { serializeJsonLd, useJsonLd } from '@/lib/jsonLd';
import { usePageUrl } from '@/lib/site';
import { useSiteHref } from '@/lib/siteHref';
import { DetailActions } from '@/domain/savedPlaces';
import { offerImage } from '@/lib/recordImages';
import { fragmentLang } from '@/lib/textLanguage';
import { parsePositiveInt } from '@/lib/positiveInt';
import { offerJsonLd } from './offerJsonLd';
import './offers.css';
import { useNow } from '@/lib/useNow';

export const OFFER_MAP_HEIGHT = 260;

/**
 * /offers/{id}. Any failure at all reads 'Offer not found', with a way back to the list (docs/product.md §8);
 * one that is not a missing offer also has a Retry (RecordFailure).
 */
export function OfferDetailPage() {
  const { t, i18n } = useTranslation('offers');
  const { id: rawId } = useParams();
  const id = parsePositiveInt(rawId) ?? undefined;
  // An id that cannot be one asks for nothing (skipToken, as every detail screen).
  const query = useGetOfferDetailsQuery(id === undefined ? skipToken : { id });
  const { data: offer, isError } = query;

  const title = offer ? localName(titleNames(offer), i18n.language) : '';
  useDocumentTitle(offer ? title : id === undefined || isError ? t('detail.notFound') : null);

  const failure = {
    title: t('detail.notFound'),
    message: t('detail.notFoundMessage'),
    wayOut: { to: paths.offers.getHref(), label: t('detail.browseOffers') },
  };

  return (
    <DetailPage className="offer-detail-page" query={query} failure={failure} loading={t('detail.loading')} back={{ to: paths.offers.getHref(), label: t('detail.back') }}>
      {(shown) => <OfferDetail offer={shown} />}
    </DetailPage>
  );
}

/** The offer's JSON-LD blocks: the Offer itself, and the trail Home → Offers → this offer. */
function useOfferJsonLd(offer: Offer, title: string, discount: string | null) {
  const { t, language } = useTranslation('common');
  const pageUrl = usePageUrl();
  const href = useSiteHref();
  const sellerUrl = offer.company_id ? href(paths.partner.getHref(offer.company_id)) : undefined;
  const json = useMemo(
    () => serializeJsonLd(offerJsonLd(offer, { language, pageUrl, sellerUrl, discount })),
    [offer, language, pageUrl, sellerUrl, discount],
  );
  useJsonLd(json, 'offer');
  useBreadcrumbJsonLd([
    { name: t('nav.home'), path: paths.home.getHref() },
    { name: t('nav.offers'), path: paths.offers.getHref() },
    { name: title, path: paths.offer.getHref(offer.id) },
  ]);
}

/** The offer's page; it names the offer itself, since the record shown may be the deferred one. */
function OfferDetail({ offer }: { offer: Offer }) {
  const { i18n } = useTranslation('offers');
  const language = i18n.language;
  const title = localName(titleNames(offer), language);
  const now = useNow();

  const company = localField(offer.company_name, offer.company_en_name, language);
  const description = descriptionOf(offer);
  const image = offerImage(offer);

  const discount = useOfferDiscount(offer);
  const timing = offerTiming(offer.valid_until, now);
  const until = offer.valid_until ? formatDate(offer.valid_until, language) : '';
  useOpenGraph({ title, description, image });
  useOfferJsonLd(offer, title, discount);

  return (
    <>
      <article className="offer-detail">
        <OfferMedia image={image} title={title} discount={discount} timing={timing} />
        <OfferInfo offer={offer} title={title} company={company} description={description} discount={discount} ended={timing.expired} until={until} />
      </article>

      {isMappable(offer.latitude, offer.longitude) && <OfferLocation offer={offer} title={title} company={company} />}
    </>
  );
}

/** The offer's picture with its discount and its ended or ending-soon badge over it. */
function OfferMedia({ image, title, discount, timing }: { image: string | null; title: string; discount: string | null; timing: ReturnType<typeof offerTiming> }) {
  const { t } = useTranslation('offers');
  const { expired: ended, days, endingSoon } = timing;
  return (
    <div className={`offer-detail__media${ended ? ' offer-detail__media--ended' : ''}`}>
      <FallbackImage src={image} alt={title} fallback="adBackground" className="offer-detail__image" eager />
      {(discount || ended || endingSoon) && (
        <div className="offer-detail__badges overlay-row">
          {discount ? <span className="offer-detail__discount">{discount}</span> : <span />}
          {ended && <span className="badge badge--danger offer-detail__status">{t('detail.expired')}</span>}
          {endingSoon && days !== null && (
            <span className="badge badge--accent offer-detail__status">
              <Icon name="clock" size={14} />
              {t('detail.daysLeft', { count: days, n: days })}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

interface OfferInfoProps {
  offer: Offer;
  title: string;
  company: string;
  description: string;
  discount: string | null;
  ended: boolean;
  until: string;
}

/** The offer's title, actions, company, dates, facts, description and website. */
function OfferInfo({ offer, title, company, description, discount, ended, until }: OfferInfoProps) {
  const { t, i18n } = useTranslation('offers');
  const website = websiteHref(offer.company_website);
  return (
    <div className="offer-detail__info">
      <h1 className="offer-detail__title">
        <bdi>{title}</bdi>
      </h1>
      <DetailActions kind="offer" id={offer.id} names={titleNames(offer)} title={title} description={description} />
      {company && <OfferCompany companyId={offer.company_id} company={company} />}

      {until && (
        <p className="offer-detail__until">
          <Icon name="calendar" size={18} />
          <time dateTime={offer.valid_until ?? undefined}>{t('detail.until', { date: until })}</time>
        </p>
      )}

      {ended && <OfferEnded until={until} />}

      <OfferFacts offer={offer} discount={discount} />

      {description && (
        <>
          <h2 className="offer-detail__section-title">{t('detail.description')}</h2>
          <p className="offer-detail__description" dir="auto" lang={fragmentLang(description, i18n.language)}>
            <bdi>{description}</bdi>
          </p>
        </>
      )}

      {website && (
        <div className="offer-detail__actions">
          <ExternalLink className="button button--primary" href={website}>
            <Icon name="globe" size={18} />
            {t('detail.visitWebsite')}
          </ExternalLink>
        </div>
      )}
    </div>
  );
}

/** "By <company>", a link to the partner's page when the offer names one. */
function OfferCompany({ companyId, company }: { companyId: Offer['company_id']; company: string }) {
  const { t } = useTranslation('offers');
  // First-strong isolates keep a Latin company name from reordering Arabic text around it.
  const byCompany = t('detail.by', { company: `\u2068${company}\u2069` });
  return (
    <p className="offer-detail__company">
      <Icon name="building" size={18} />
      {companyId ? (
        <Link to={paths.partner.getHref(companyId)}>
          {byCompany}
        </Link>
      ) : (
        <span>{byCompany}</span>
      )}
    </p>
  );
}

/** The notice on an offer that has ended, with a way to the current ones. */
function OfferEnded({ until }: { until: string }) {
  const { t } = useTranslation('offers');
  return (
    <div className="offer-detail__ended" role="status">
      <Icon name="alert" size={22} />
      <div>
        <h2 className="offer-detail__ended-title">{t('detail.endedTitle')}</h2>
        <p>
          {until && `${t('detail.endedMessage', { date: until })} `}
          <Link to={paths.offers.getHref()}>{t('detail.browseOffers')}</Link>
        </p>
      </div>
    </div>
  );
}

/** Price, discount and category, each only when the offer has it. */
function OfferFacts({ offer, discount }: { offer: Offer; discount: string | null }) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const category = localField(offer.category_name || offer.category, offer.category_en_name, language);
  return (
    <dl className="offer-detail__facts">
      {isPositive(offer.price) && (
        <div className="offer-detail__fact">
          <dt>{t('detail.price')}</dt>
          <dd className="offer-detail__price">{formatMoney(offer.price, language)}</dd>
        </div>
      )}
      {discount && (
        <div className="offer-detail__fact">
          <dt>{t('detail.discount')}</dt>
          <dd>{discount}</dd>
        </div>
      )}
      {category && (
        <div className="offer-detail__fact">
          <dt>{t('detail.category')}</dt>
          <dd>
            <bdi>{category}</bdi>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The offer's place on the map, with directions to it. */
function OfferLocation({ offer, title, company }: { offer: Offer; title: string; company: string }) {
  const { t } = useTranslation('offers');
  const lat = offer.latitude as number;
  const lng = offer.longitude as number;
  const directions = useDirections();
  const route = directions.state.status === 'done' ? directions.state.route.path : undefined;
  return (
    <TitledSection
      id="offer-location-title"
      title={t('detail.location')}
      className="offer-detail__location panel"
      // Directions with a routing service; the keyless Open in maps link without one.
      header={{ className: 'offer-detail__location-header', aside: <DirectionsButton to={{ lat, lng, name: title }} onRequest={directions.request} /> }}
    >
      <DirectionsStatus state={directions.state} onClear={directions.clear} />
      <LazyMap
        points={[{ id: offer.id, lat, lng, title, subtitle: company || undefined }]}
        center={{ lat, lng }}
        route={route}
        renderPopup={(point) => <DirectionsPopup point={point} onRequest={directions.request} />}
        height={OFFER_MAP_HEIGHT}
        ariaLabel={t('detail.mapLabel')}
      />
    </TitledSection>
  );
}
