import { useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router-dom';
import type { Company } from '@/api';
import { OpeningStatus } from '@/domain/openingHours';
import { Icon } from '@/components/Icon';
import { CompanyLogo } from '@/components/media/CompanyLogo';
import { SaveButton } from '@/domain/savedPlaces';
import { IsolatedParagraph } from '@/components/ui/IsolatedParagraph';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { descriptionOf, localField, localName } from '@/lib/names';
import { mailtoHref, telHref } from '@/lib/safeLinks';
import { BusinessTypeBadges, hasBusinessType } from './BusinessTypeBadges';
import { CardDescription } from './CardDescription';
import { Distance } from './Distance';
import './cards.css';

export const DEFAULT_RATING = 4.5;
const MAX_RATING = 5;

export type CardView = 'grid' | 'list';

export interface CompanyCardProps {
  company: Company;
  /** 'grid' (default): a vertical card; 'list': logo beside the text, for list mode. */
  view?: CardView;
}

/** The Contact action: call when there is a usable phone, else e-mail, else no action at all. */
function contactOf(company: Company): { href: string; icon: 'phone' | 'mail' } | null {
  const tel = telHref(company.phone);
  if (tel) return { href: tel, icon: 'phone' };
  const mailto = mailtoHref(company.email);
  if (mailto) return { href: mailto, icon: 'mail' };
  return null;
}

/** A partner in a grid or list: two clear actions (View Details, Contact), not one giant link. */
export function CompanyCard({ company, view = 'grid' }: CompanyCardProps) {
  const { t, i18n } = useTranslation('cards');
  const language = i18n.language;
  const headingId = useId();

  const name = localName(company, language);
  const category = localField(company.category_name || company.category, company.category_en_name, language);
  const description = descriptionOf(company);
  const location = company.location?.trim() || '';
  const rating = typeof company.rating === 'number' && Number.isFinite(company.rating) ? company.rating : DEFAULT_RATING;
  const ratingText = formatNumber(rating, language);
  const contact = contactOf(company);

  return (
    <article className={`card company-card company-card--${view}`} aria-labelledby={headingId}>
      <div className="company-card__header">
        <CompanyLogo name={name} logo={company.logo} size={view === 'list' ? 72 : 56} decorative />
        <div className="company-card__titles">
          <h3 className="card__title company-card__name" id={headingId}>
            <bdi>{name}</bdi>
          </h3>
          <IsolatedParagraph text={category} className="company-card__category" />
        </div>
        <span
          className="company-card__rating"
          role="img"
          aria-label={t('company.rating', { rating, max: MAX_RATING })}
        >
          <Icon name="star" size={16} className="company-card__star" />
          <span aria-hidden="true">{ratingText}</span>
        </span>
      </div>

      <CardDescription block="company-card" text={description} />

      {location && (
        <p className="card__meta company-card__location">
          <Icon name="pin" size={16} label={t('company.location')} />
          <bdi>{location}</bdi>
        </p>
      )}

      <Distance km={company.distance_km} />
      <OpeningStatus hours={company.opening_hours} className="company-card__hours" />

      {hasBusinessType(company) && (
        <ul className="card__badges company-card__badges" aria-label={t('company.badges')}>
          <BusinessTypeBadges company={company} />
        </ul>
      )}

      <div className="company-card__actions">
        <Link
          className="button button--primary button--small company-card__details"
          to={paths.partner.getHref(company.id)}
          aria-describedby={headingId}
        >
          {t('company.viewDetails')}
        </Link>
        {contact && (
          <a className="button button--secondary button--small company-card__contact" href={contact.href} aria-describedby={headingId}>
            <Icon name={contact.icon} size={16} />
            {t('company.contact')}
          </a>
        )}
        <SaveButton kind="partner" id={company.id} names={company} className="company-card__save" />
      </div>
    </article>
  );
}
