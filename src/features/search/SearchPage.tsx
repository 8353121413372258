import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { rejectedCount, useGetPagingActiveCompaniesQuery, useGetProductsQuery, useSearchOffersQuery } from '@/api';
import { useListState } from '@/store';
import { CompanyCard, OfferCard } from '@/components/cards';
import { ProductCard } from '@/components/cards/ProductCard';
import { Icon } from '@/components/Icon';
import { ButtonLinks } from '@/components/ui/ButtonLinks';
import { EmptyState } from '@/components/ui/EmptyState';
import { LiveRegion } from '@/components/ui/LiveRegion';
import { useNotShownCount } from '@/components/ui/notShownCount';
import { SearchField } from '@/components/ui/SearchField';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { SearchSide } from './SearchSide';
import { previewArgs } from './routeData';
import { searchListState } from './searchSlice';
import './search.css';

const isolate = (text: string) => `\u2068${text}\u2069`;

/** The sides in page order: each one's words and the full list it previews. */
const SIDES = {
  companies: {
    title: 'companiesTitle',
    count: 'companiesCount',
    failed: 'companiesFailed',
    none: 'noCompanies',
    viewAll: 'viewAllCompanies',
    skeleton: 'company',
    list: paths.partners,
  },
  offers: {
    title: 'offersTitle',
    count: 'offersCount',
    failed: 'offersFailed',
    none: 'noOffers',
    viewAll: 'viewAllOffers',
    skeleton: 'offer',
    list: paths.offers,
  },
  products: {
    title: 'productsTitle',
    count: 'productsCount',
    failed: 'productsFailed',
    none: 'noProducts',
    viewAll: 'viewAllProducts',
    skeleton: 'offer',
    list: paths.products,
  },
} as const;
type SideName = keyof typeof SIDES;
const SIDE_NAMES = Object.keys(SIDES) as SideName[];

/**
 * The combined search (/search?q=...): companies, offers and products searched in parallel. The URL is
 * the state, so a search can be shared and reloaded. A side whose call fails shows no results
 * and a quiet note (docs/product.md §4); the other side is unaffected.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { state: { q: query }, set } = useListState(searchListState);
  const blank = query === '';
  const [draft, setDraft] = useDraftOf(query);

  const companies = useGetPagingActiveCompaniesQuery(previewArgs(query), { skip: blank });
  const offers = useSearchOffersQuery(previewArgs(query), { skip: blank });
  const products = useGetProductsQuery(previewArgs(query), { skip: blank });

  useDocumentTitle(blank ? t('title') : t('titleWithQuery', { query }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(draft);
  };
  const run = (raw: string) => {
    const trimmed = raw.trim();
    if (trimmed) set({ q: trimmed });
  };

  const sides = { companies, offers, products };
  // A failed side counts as none: its note says so, and the summary must not promise results.
  const countOf = (name: SideName) => (sides[name].error ? 0 : (sides[name].data?.count ?? 0));
  const notShown = useNotShownCount();
  const { t: tUi } = useTranslation('ui');
  // A side whose every record broke the contract: its badge counts them, its note says they could not
  // be shown (not that none matched, which would be untrue).
  const noneText = (name: SideName) =>
    rejectedCount(sides[name].data) > 0 ? tUi('notShown.sideNote') : t(SIDES[name].none);
  const countText = (name: SideName) => t(SIDES[name].count, { count: countOf(name), value: countOf(name) });
  const loading = SIDE_NAMES.some((name) => sides[name].isFetching);
  const allEmpty = !blank && !loading && SIDE_NAMES.every((name) => countOf(name) === 0 && !sides[name].error);

  /** A side's words, its place and its "View all" link, from the table. */
  const sideProps = <N extends SideName>(name: N) => ({
    id: `search-${name}`,
    title: t(SIDES[name].title),
    query: sides[name],
    countText: notShown(countText(name), rejectedCount(sides[name].data)),
    failedText: t(SIDES[name].failed),
    noneText: noneText(name),
    viewAllHref: SIDES[name].list.getHref({ q: query }),
    viewAllText: t(SIDES[name].viewAll),
    skeleton: SIDES[name].skeleton,
  });

  return (
    <div className="container page search-page">
      <h1 className="page-title">
        {/* The query is isolated (FSI…PDI) so a Latin query keeps its shape in Arabic text. */}
        {blank ? t('title') : t('titleWithQuery', { query: isolate(query) })}
      </h1>
      {!blank && <p className="page-lead">{t('lead')}</p>}

      <form className="search-page__form" role="search" aria-label={t('formLabel')} onSubmit={onSubmit}>
        <SearchField value={draft} onChange={setDraft} onSubmit={run} label={t('fieldLabel')} hideLabel placeholder={t('placeholder')} />
        <button type="submit" className="button button--primary">
          <Icon name="search" size={18} />
          {t('submit')}
        </button>
      </form>

      <LiveRegion>{!blank && !loading ? t('summary', { companies: countText('companies'), offers: countText('offers'), products: countText('products') }) : ''}</LiveRegion>

      {blank ? (
        <EmptyState title={t('promptTitle')} message={t('promptMessage')} icon="search" />
      ) : allEmpty ? (
        <NothingFound query={query} />
      ) : (
        <div className="search-page__results">
          <SearchSide {...sideProps('companies')} renderItem={(company) => <CompanyCard company={company} />} />
          <SearchSide {...sideProps('offers')} renderItem={(offer) => <OfferCard offer={offer} />} />
          <SearchSide {...sideProps('products')} renderItem={(product) => <ProductCard product={product} />} />
        </div>
      )}
    </div>
  );
}

/** The search box's text: typed freely, and refreshed by a new ?q= (header search, back button). */
function useDraftOf(query: string) {
  const [draft, setDraft] = useState(query);
  const [lastUrlQuery, setLastUrlQuery] = useState(query);
  if (lastUrlQuery !== query) {
    setLastUrlQuery(query);
    setDraft(query);
  }
  return [draft, setDraft] as const;
}

/** No side found anything: the ways on to the partners and the offers. */
function NothingFound({ query }: { query: string }) {
  const { t } = useTranslation('search');
  return (
    <EmptyState
      title={t('emptyTitle', { query: isolate(query) })}
      message={t('emptyMessage')}
      action={
        <ButtonLinks
          primary={{ to: paths.partners.getHref(), label: t('browsePartners') }}
          secondary={{ to: paths.offers.getHref(), label: t('browseOffers') }}
        />
      }
    />
  );
}
