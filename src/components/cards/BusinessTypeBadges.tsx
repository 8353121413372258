import { useTranslation } from '@/lib/useTranslation';
import type { Company } from '@/api';
import { Icon } from '@/components/Icon';

type BusinessType = Pick<Company, 'productive_family' | 'locally_made_in_company'>;

/** Whether a company has a business-type badge to show. */
export function hasBusinessType(company: BusinessType): boolean {
  return Boolean(company.productive_family) || Boolean(company.locally_made_in_company);
}

/**
 * A company's business-type badges (Family Business, Made in Oman) as list items: the card and the
 * partner's page put them in lists of their own, and say them the same way.
 */
export function BusinessTypeBadges({ company }: { company: BusinessType }) {
  const { t } = useTranslation('cards');
  return (
    <>
      {Boolean(company.productive_family) && (
        <li className="badge badge--accent">
          <Icon name="users" size={14} />
          {t('company.familyBusiness')}
        </li>
      )}
      {Boolean(company.locally_made_in_company) && (
        <li className="badge badge--brand">
          <Icon name="check" size={14} />
          {t('company.madeInOman')}
        </li>
      )}
    </>
  );
}
