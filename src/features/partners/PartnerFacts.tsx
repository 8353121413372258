import { useTranslation } from 'react-i18next';
import type { Company } from '@/api';
import { ExternalLink } from '@/components/ExternalLink';
import { Icon } from '@/components/Icon';
import { formatPlainNumber } from '@/lib/format';
import { localField } from '@/lib/names';
import { mailtoHref, safeExternalHref, telHref } from '@/lib/safeLinks';
import { PartnerHours } from './PartnerHours';

/** The year a company was founded, from 'YYYY-MM-DD' or 'YYYY'; written without a thousands separator. */
function establishedYear(value: string | null | undefined, language: string): string | null {
  const year = /^\s*(\d{4})/.exec(value ?? '')?.[1];
  if (!year) return null;
  return formatPlainNumber(Number(year), language);
}

/** Contact (phone, e-mail, place, website) and Additional Information (founded, category). */
export function PartnerFacts({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.language;
  const category = localField(company.category_name || company.category, company.category_en_name, language);
  const location = company.location?.trim() || '';
  const phone = company.phone?.trim() || '';
  const tel = telHref(phone);
  const email = company.email?.trim() || '';
  const mailto = mailtoHref(email);
  // Only http(s) is ever a link; javascript:, //host, ftp: and the like are left out entirely.
  const website = safeExternalHref(company.website);
  const websiteHref = website && /^https?:/i.test(website) ? website : null;
  const year = establishedYear(company.established_date, language);

  return (
    <aside className="partner-detail__aside">
      <section className="partner-panel" aria-labelledby="partner-contact">
        <h2 id="partner-contact" className="partner-detail__heading">
          {t('detail.contact')}
        </h2>
        <dl className="partner-detail__facts">
          {phone && (
            <div className="partner-detail__fact">
              <dt>
                <Icon name="phone" size={18} />
                {t('detail.phone')}
              </dt>
              <dd>
                {tel ? (
                  <a href={tel} dir="ltr">
                    {phone}
                  </a>
                ) : (
                  <bdi dir="ltr">{phone}</bdi>
                )}
              </dd>
            </div>
          )}
          {email && (
            <div className="partner-detail__fact">
              <dt>
                <Icon name="mail" size={18} />
                {t('detail.email')}
              </dt>
              <dd>{mailto ? <a href={mailto}>{email}</a> : <bdi>{email}</bdi>}</dd>
            </div>
          )}
          {location && (
            <div className="partner-detail__fact">
              <dt>
                <Icon name="pin" size={18} />
                {t('detail.location')}
              </dt>
              <dd>
                <bdi>{location}</bdi>
              </dd>
            </div>
          )}
        </dl>
        {websiteHref && (
          <ExternalLink className="button button--primary partner-detail__website" href={websiteHref}>
            <Icon name="globe" size={18} />
            {t('detail.visitWebsite')}
          </ExternalLink>
        )}
      </section>

      <PartnerHours hours={company.opening_hours} />

      <section className="partner-panel" aria-labelledby="partner-more">
        <h2 id="partner-more" className="partner-detail__heading">
          {t('detail.additional')}
        </h2>
        <dl className="partner-detail__facts">
          {year && (
            <div className="partner-detail__fact">
              <dt>
                <Icon name="calendar" size={18} />
                {t('detail.established')}
              </dt>
              <dd>{year}</dd>
            </div>
          )}
          {category && (
            <div className="partner-detail__fact">
              <dt>
                <Icon name="tag" size={18} />
                {t('detail.category')}
              </dt>
              <dd>
                <bdi>{category}</bdi>
              </dd>
            </div>
          )}
        </dl>
        {tel && (
          <a className="button button--secondary partner-detail__call" href={tel}>
            <Icon name="phone" size={18} />
            {t('detail.callNow')}
          </a>
        )}
      </section>
    </aside>
  );
}
