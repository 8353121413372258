import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { isBrokenRecord, isNotFound, useGetAdByIdQuery, type Ad } from '@/api';
import { Icon } from '@/components/Icon';
import { Fact } from '@/components/ui/Fact';
import { ExternalLink } from '@/components/ExternalLink';
import { readAd } from '@/components/cards/readAd';
import { CompanyLogo } from '@/components/media/CompanyLogo';
import { FallbackImage } from '@/components/media/FallbackImage';
import { ButtonLinks } from '@/components/ui/ButtonLinks';
import { DetailPage } from '@/components/ui/DetailPage';
import { ErrorBox } from '@/components/ui/ErrorBox';
import { IsolatedParagraph } from '@/components/ui/IsolatedParagraph';
import { RecordFailure } from '@/components/ui/RecordFailure';
import { paths } from '@/config/paths';
import { formatDate, formatNumber } from '@/lib/format';
import { parsePositiveInt } from '@/lib/positiveInt';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { useOpenGraph } from '@/lib/headTags';
import { useBreadcrumbJsonLd } from '@/lib/breadcrumbJsonLd';
import './ad-detail.css';
import { adImages } from '@/lib/recordImages';

function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('pages');
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? null;
  return (
    <div className="ad-detail__gallery">
      <div className="ad-detail__main-image">
        <FallbackImage
          src={current}
          alt={current ? t('ad.imageAlt', { title, number: selected + 1 }) : ''}
          fallback="adBackground"
          eager
        />
      </div>
      {images.length > 1 && (
        <ul className="ad-detail__thumbs" aria-label={t('ad.gallery')}>
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="ad-detail__thumb"
                aria-label={t('ad.showImage', { number: index + 1, total: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <FallbackImage src={src} alt="" fallback="adBackground" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /ads/{id}: an ad or news article on Dalil itself (for ads without their own website). */
export function AdDetailPage() {
  const { t, i18n } = useTranslation('pages');
  const id = parsePositiveInt(useParams().id);
  // An id that cannot be one asks for nothing (skipToken, as every detail screen).
  const query = useGetAdByIdQuery(id === null ? skipToken : { id });
  const { data: ad, error, refetch } = query;
  const notFound = id === null || isNotFound(error);
  useAdHead(ad, id, notFound);

  // Back to wherever the visitor came from; home when the ad was opened directly. A missing ad's
  // box has its own ways out, and the skeleton has none.
  const back = {
    to: paths.home.getHref(),
    label: t('ad.back'),
    toAnyScreen: true,
    className: 'button button--ghost ad-detail__back',
    shownIn: notFound ? (['record'] as const) : (['failure', 'record'] as const),
  };
  const skeleton = (
    <div className="ad-detail__skeleton skeleton" role="status">
      <span className="visually-hidden">{t('ad.loading')}</span>
    </div>
  );

  return (
    <DetailPage className="ad-detail" query={query} back={back} loading={{ skeleton }} failure={{ box: <AdFailure notFound={notFound} error={error} onRetry={() => void refetch()} /> }}>
      {(shown) => <AdArticle ad={shown} title={readAd(shown, i18n.language).title} />}
    </DetailPage>
  );
}

/**
 * A missing ad: like 'Partner not found' and 'Offer not found' (docs/product.md §8), an alert with
 * the ways out (home, the offers). Any other failure: what went wrong, with a Retry.
 */
function AdFailure({ notFound, error, onRetry }: { notFound: boolean; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('pages');
  if (notFound) {
    return (
      <ErrorBox
        title={t('ad.notFoundTitle')}
        message={t('ad.notFoundBody')}
        headingLevel={1}
        action={
          <ButtonLinks
            primary={{ to: paths.home.getHref(), label: t('ad.home') }}
            secondary={{ to: paths.offers.getHref(), label: t('ad.offers') }}
          />
        }
      />
    );
  }
  if (isBrokenRecord(error)) {
    return <RecordFailure broken title="" message="" wayOut={{ to: paths.home.getHref(), label: t('ad.home') }} onRetry={onRetry} />;
  }
  return <ErrorBox error={error} onRetry={onRetry} headingLevel={1} />;
}

/**
 * The page's title; the link-preview card (the ad's first picture, which WhatsApp and X show, and its
 * own words); the trail Home → this ad (ads have no list of their own: where the page's Back leads).
 */
function useAdHead(ad: Ad | undefined, id: number | null, notFound: boolean) {
  const { t, i18n } = useTranslation('pages');
  const { t: tCommon } = useTranslation('common');
  const read = ad ? readAd(ad, i18n.language) : null;
  const title = read?.title ?? '';
  useDocumentTitle(notFound ? t('ad.notFoundTitle') : title || null);
  useOpenGraph(read && title ? { title, description: read.description, image: ad ? adImages(ad)[0] : null } : null);
  useBreadcrumbJsonLd(ad && id !== null ? [
    { name: tCommon('nav.home'), path: paths.home.getHref() },
    { name: title, path: paths.ad.getHref(id) },
  ] : null);
}

/** The ad itself: its pictures, level, title, company, words, dates and links. */
function AdArticle({ ad, title }: { ad: Ad; title: string }) {
  const { t, i18n } = useTranslation('pages');
  const language = i18n.language;
  const { company, description, externalHref: website } = readAd(ad, language);
  const images = adImages(ad);
  const level = ad.ad_type === 'Level 1' ? t('ad.level1') : t('ad.level2');

  return (
    <article className="ad-detail__layout">
      <Gallery images={images} title={title} />
      <div className="ad-detail__body">
        <p className="badge badge--brand ad-detail__level">{level}</p>
        <h1 className="page-title ad-detail__title">
          <bdi>{title}</bdi>
        </h1>
        {company && (
          <p className="ad-detail__company">
            <CompanyLogo name={company} logo={ad.company_logo} size={40} decorative />
            <span className="visually-hidden">{t('ad.by')} </span>
            {ad.company_id ? (
              <Link to={paths.partner.getHref(ad.company_id)}>
                <bdi>{company}</bdi>
              </Link>
            ) : (
              <bdi>{company}</bdi>
            )}
          </p>
        )}
        <IsolatedParagraph className="ad-detail__description" text={description} />
        <AdFacts ad={ad} />
        <div className="ad-detail__actions">
          {website && (
            <ExternalLink className="button button--primary" href={website}>
              {t('ad.visitWebsite')}
              <Icon name="external" size={16} />
            </ExternalLink>
          )}
          {ad.company_id && (
            <Link className="button button--secondary" to={paths.partner.getHref(ad.company_id)}>
              <Icon name="building" size={16} />
              {t('ad.viewCompany')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

/** When the ad starts and ends, and how often it was opened. */
function AdFacts({ ad }: { ad: Ad }) {
  const { t, i18n } = useTranslation('pages');
  const language = i18n.language;
  return (
    <dl className="ad-detail__facts" aria-label={t('ad.details')}>
      {ad.start_date && (
        <Fact iconSize={16} icon="calendar" label={t('ad.starts')}>
          <time dateTime={ad.start_date}>{formatDate(ad.start_date, language)}</time>
        </Fact>
      )}
      {ad.end_date && (
        <Fact iconSize={16} icon="clock" label={t('ad.ends')}>
          <time dateTime={ad.end_date}>{formatDate(ad.end_date, language)}</time>
        </Fact>
      )}
      {typeof ad.click_count === 'number' && (
        <Fact iconSize={16} icon="users" label={t('ad.views')}>
          {formatNumber(ad.click_count, language)}
        </Fact>
      )}
    </dl>
  );
}
