import { useTranslation } from '@/lib/useTranslation';
import {
  useGetPagingActiveCompaniesQuery,
  useGetPagingCategoryActiveOffersQuery,
  type Category,
  type Company,
  type Offer,
} from '@/api';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { categoryListsArgs } from './categoriesUrl';
import { PreviewSection } from './CategoryPreview';
import { CompanyRow, OfferRow } from './CategoryRows';

/** Counts, then up to 8 companies and 8 offers, each list with its own loading/error/empty states. */
export function CategoryLists({ category, companyCount }: { category: Category; companyCount: number }) {
  const { t, i18n } = useTranslation('categories');
  const language = i18n.language;
  const args = categoryListsArgs(category.id);
  const companies = useGetPagingActiveCompaniesQuery(args.companies);
  const offers = useGetPagingCategoryActiveOffersQuery(args.offers);
  // The category's own offer_count when the host sends it, else the offers call's total.
  const offerCount = typeof category.offer_count === 'number' ? Math.max(0, category.offer_count) : offers.data?.count;
  const inCategory = { category: category.id };

  return (
    <>
      <dl className="category-panel__stats" aria-label={t('detail.stats')}>
        <div className="category-panel__stat">
          <dt>{t('detail.companiesLabel', { count: companyCount })}</dt>
          <dd>{formatNumber(companyCount, language)}</dd>
        </div>
        <div className="category-panel__stat">
          <dt>{t('detail.offersLabel', { count: offerCount ?? 0 })}</dt>
          <dd>{offerCount === undefined ? '…' : formatNumber(offerCount, language)}</dd>
        </div>
      </dl>

      <div className="category-panel__lists">
        <PreviewSection kind="companies" query={companies} viewAllHref={paths.partners.getHref(inCategory)}>
          {(company: Company) => <CompanyRow key={company.id} company={company} />}
        </PreviewSection>
        <PreviewSection kind="offers" query={offers} viewAllHref={paths.offers.getHref(inCategory)}>
          {(offer: Offer) => <OfferRow key={offer.id} offer={offer} />}
        </PreviewSection>
      </div>
    </>
  );
}

