import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { Ad } from '@/api';
import { Icon } from '@/components/Icon';
import { CompanyLogo } from '@/components/media/CompanyLogo';
import { FallbackImage } from '@/components/media/FallbackImage';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { adImage } from '@/lib/recordImages';
import { CardDescription } from './CardDescription';
import { readAd } from './readAd';
import './cards.css';

export type AdCardVariant = 'spotlight' | 'featured' | 'compact';

export interface AdCardProps {
  ad: Ad;
  /** 'spotlight' (default): a card; 'featured': the large first news article; 'compact': a small row. */
  variant?: AdCardVariant;
}

/**
 * An ad or news article. It links out to the advertiser's own page when the ad carries a safe
 * external link (new tab, announced), and to its page on Dalil (/ads/{id}) otherwise.
 */
export function AdCard({ ad, variant = 'spotlight' }: AdCardProps) {
  const { t, i18n } = useTranslation('cards');
  const language = i18n.language;

  const { title, company, description, externalHref } = readAd(ad, language);
  const level = ad.ad_type === 'Level 1' ? t('ad.level1') : ad.ad_type === 'Level 2' ? t('ad.level2') : '';

  const linkContent = (
    <>
      <bdi>{title}</bdi>
      {externalHref && (
        <>
          <Icon name="external" size={16} className="ad-card__external" />
          <span className="visually-hidden"> {t('ad.newTab')}</span>
        </>
      )}
    </>
  );

  return (
    <article className={`card card--linked ad-card ad-card--${variant}`}>
      <div className="card__media ad-card__media">
        <FallbackImage src={adImage(ad)} alt="" fallback="adBackground" className="card__image" />
        {level && variant !== 'compact' && (
          <div className="card__overlay overlay-row">
            <span className="badge ad-card__level">{level}</span>
          </div>
        )}
      </div>

      <div className="card__body ad-card__body">
        <h3 className="card__title ad-card__title">
          {externalHref ? (
            <a className="card__link ad-card__link" href={externalHref} target="_blank" rel="noopener noreferrer">
              {linkContent}
            </a>
          ) : (
            <Link className="card__link ad-card__link" to={paths.ad.getHref(ad.id)}>
              {linkContent}
            </Link>
          )}
        </h3>
        {variant !== 'compact' && <CardDescription block="ad-card" text={description} />}
        {(company || ad.start_date || (level && variant === 'compact')) && (
          <p className="card__meta ad-card__meta">
            {company && (
              <span className="ad-card__company">
                {variant !== 'compact' && <CompanyLogo name={company} logo={ad.company_logo} size={24} decorative />}
                <bdi>{company}</bdi>
              </span>
            )}
            {ad.start_date && (
              <time className="ad-card__date" dateTime={ad.start_date}>
                <Icon name="calendar" size={14} />
                <span className="visually-hidden">{t('ad.published')} </span>
                {formatDate(ad.start_date, language)}
              </time>
            )}
            {level && variant === 'compact' && <span className="ad-card__level-text">{level}</span>}
          </p>
        )}
      </div>
    </article>
  );
}
