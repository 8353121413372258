import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { Company } from '@/api';
import { ExternalLink } from '@/components/ExternalLink';
import { Icon, type IconName } from '@/components/Icon';
import { Fact } from '@/components/ui/Fact';
import { formatPlainNumber } from '@/lib/format';
import { localField } from '@/lib/names';
import { mailtoHref, telHref, websiteHref } from '@/lib/safeLinks';
import { PartnerHours } from './PartnerHours';
import { PartnerPanel } from './PartnerPanel';

/** The year a company was founded, from 'YYYY-MM-DD' or 'YYYY'; written without a thousands separator. */
function establishedYear(value: string | null | undefined, language: string): string | null {
  const year = /^\s*(\d{4})/.exec(value ?? '')?.[1];
  if (!year) return null;
  return formatPlainNumber(Number(year), language);
}

/**
 * An e-mail address that may break only before its '@' and its dots (a phone's column is narrower
 * than a long address), never inside a word as it did ("…com.o / m").
 */
function breakable(email: string): ReactNode {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
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
  // Only a web address is ever a link; javascript:, //host, mailto: and the like are left out entirely.
  const website = websiteHref(company.website);
  const year = establishedYear(company.established_date, language);

  const contact: FactRow[] = [
    {
      icon: 'phone',
      label: t('detail.phone'),
      value: phone && (tel ? <a href={tel} dir="ltr">{phone}</a> : <bdi dir="ltr">{phone}</bdi>),
    },
    { icon: 'mail', label: t('detail.email'), value: email && (mailto ? <a href={mailto}>{breakable(email)}</a> : <bdi>{breakable(email)}</bdi>) },
    { icon: 'pin', label: t('detail.location'), value: location && <bdi>{location}</bdi> },
  ];
  const more: FactRow[] = [
    { icon: 'calendar', label: t('detail.established'), value: year },
    { icon: 'tag', label: t('detail.category'), value: category && <bdi>{category}</bdi> },
  ];

  // Each panel ends in its one action, where the company gives what it needs.
  const visitWebsite = website && (
    <ExternalLink className="button button--primary partner-detail__website" href={website}>
      <Icon name="globe" size={18} />
      {t('detail.visitWebsite')}
    </ExternalLink>
  );
  const callNow = tel && (
    <a className="button button--secondary partner-detail__call" href={tel}>
      <Icon name="phone" size={18} />
      {t('detail.callNow')}
    </a>
  );

  return (
    <aside className="partner-detail__aside stack">
      <FactsPanel id="partner-contact" title={t('detail.contact')} facts={contact} action={visitWebsite} />
      <PartnerHours hours={company.opening_hours} />
      <FactsPanel id="partner-more" title={t('detail.additional')} facts={more} action={callNow} />
    </aside>
  );
}

/** One fact of a panel; a company without it ('' or null) leaves the row out. */
interface FactRow {
  icon: IconName;
  label: string;
  value: ReactNode;
}

/** One side panel: a heading, its facts, and the panel's one action under them. */
function FactsPanel({ id, title, facts, action }: { id: string; title: string; facts: FactRow[]; action: ReactNode }) {
  return (
    <PartnerPanel id={id} title={title}>
      <dl className="partner-detail__facts">
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <Fact key={fact.icon} className="partner-detail__fact" icon={fact.icon} label={fact.label}>
              {fact.value}
            </Fact>
          ))}
      </dl>
      {action}
    </PartnerPanel>
  );
}
