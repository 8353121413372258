import { forwardRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  useGetPagingActiveCompaniesQuery,
  useGetPagingCategoryActiveOffersQuery,
  type Category,
  type Company,
  type Offer,
} from '@/api';
import { categoryColor } from '@/components/cards';
import { Icon, type IconName } from '@/components/Icon';
import { CompanyLogo, FallbackImage, initialLetter } from '@/components/media';
import { AsyncSection, EmptyState, ErrorBox } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import { localField, localName, otherName } from '@/lib/names';
import { CATEGORY_DETAIL_LIMIT } from './categoriesUrl';
import type { SelectedCategoryState } from './useSelectedCategory';
import './categories.css';

const PICTOGRAPH = /\p{Extended_Pictographic}/u;

export interface CategoryDetailPanelProps {
  state: Exclude<SelectedCategoryState, { status: 'none' }>;
  /** Where closing leads: the list with the same search and page. */
  closeHref: string;
  onClose: () => void;
}

/**
 * The open category: what it is, how many companies and offers it has, and the first few of
 * each with a way on to the full, filtered lists. Focusable (tabIndex -1) so opening it can move
 * focus here; Escape closes it.
 */
export const CategoryDetailPanel = forwardRef<HTMLElement, CategoryDetailPanelProps>(function CategoryDetailPanel(
  { state, closeHref, onClose },
  ref,
) {
  const { t, i18n } = useTranslation('categories');
  const language = i18n.language;
  const category = state.status === 'found' ? state.category : null;
  const color = category ? categoryColor(category) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const closeButton = (
    <button type="button" className="category-panel__close" aria-label={t('detail.close')} title={t('detail.close')} onClick={onClose}>
      <Icon name="close" size={20} />
    </button>
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <div className="category-panel__loading" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('detail.loading')}
        </span>
        <span className="category-panel__skeleton category-panel__skeleton--icon" aria-hidden="true" />
        <span className="category-panel__skeleton-lines" aria-hidden="true">
          <span className="category-panel__skeleton category-panel__skeleton--title" />
          <span className="category-panel__skeleton category-panel__skeleton--line" />
        </span>
      </div>
    );
  } else if (state.status === 'error') {
    body = <ErrorBox message={errorMessage(state.error)} onRetry={state.retry} />;
  } else if (state.status === 'notFound') {
    body = (
      <EmptyState
        title={t('notFound.title')}
        message={t('notFound.message')}
        icon="info"
        announce
        action={
          <Link to={closeHref} className="button button--primary" onClick={(event) => { event.preventDefault(); onClose(); }}>
            <Icon name="arrowBack" size={18} />
            {t('notFound.back')}
          </Link>
        }
      />
    );
  } else {
    const found = state.category;
    const name = localName(found, language);
    const subtitle = otherName(found, language);
    const icon = found.icon?.trim();
    const glyph = icon && PICTOGRAPH.test(icon) ? icon : initialLetter(name);
    const companyCount = Math.max(0, found.company_count ?? 0);
    body = (
      <>
        <header className="category-panel__header">
          <span className="category-panel__icon" aria-hidden="true">
            {glyph}
          </span>
          <div className="category-panel__titles">
            <h2 id="category-panel-title" className="category-panel__title">
              <bdi>{name}</bdi>
            </h2>
            {subtitle && (
              <p className="category-panel__subtitle" lang={language === 'ar' ? 'en' : 'ar'}>
                <bdi>{subtitle}</bdi>
              </p>
            )}
          </div>
        </header>
        {found.description?.trim() && <p className="category-panel__description" dir="auto">{found.description.trim()}</p>}
        <CategoryLists category={found} companyCount={companyCount} />
      </>
    );
  }

  return (
    <section
      ref={ref}
      tabIndex={-1}
      className={`category-panel category-panel--${state.status}`}
      style={color ? ({ '--category-color': color } as CSSProperties) : undefined}
      aria-labelledby={category ? 'category-panel-title' : undefined}
      aria-label={category ? undefined : t('detail.label')}
      onKeyDown={onKeyDown}
    >
      {closeButton}
      {body}
    </section>
  );
});

/** Counts, then up to 8 companies and 8 offers, each list with its own loading/error/empty states. */
function CategoryLists({ category, companyCount }: { category: Category; companyCount: number }) {
  const { t, i18n } = useTranslation('categories');
  const language = i18n.language;
  const companies = useGetPagingActiveCompaniesQuery({ category: category.id, l: CATEGORY_DETAIL_LIMIT });
  const offers = useGetPagingCategoryActiveOffersQuery({ categoryId: category.id, l: CATEGORY_DETAIL_LIMIT });
  // The category's own offer_count when the host sends it, else the offers call's total.
  const offerCount = typeof category.offer_count === 'number' ? Math.max(0, category.offer_count) : offers.data?.count;

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
        <PreviewSection
          id="category-panel-companies"
          icon="building"
          title={t('detail.companiesTitle')}
          query={companies}
          loadingLabel={t('detail.loadingCompanies')}
          errorTitle={t('detail.companiesError')}
          emptyText={t('detail.noCompanies')}
          renderItem={(company: Company) => <CompanyRow key={company.id} company={company} />}
          viewAllHref={paths.partners.getHref({ category: category.id })}
          viewAllText={(count) => t('detail.viewAllCompanies', { count, number: count })}
        />
        <PreviewSection
          id="category-panel-offers"
          icon="tag"
          title={t('detail.offersTitle')}
          query={offers}
          loadingLabel={t('detail.loadingOffers')}
          errorTitle={t('detail.offersError')}
          emptyText={t('detail.noOffers')}
          renderItem={(offer: Offer) => <OfferRow key={offer.id} offer={offer} />}
          viewAllHref={paths.offers.getHref({ category: category.id })}
          viewAllText={(count) => t('detail.viewAllOffers', { count, number: count })}
        />
      </div>
    </>
  );
}

interface PreviewQuery<T> {
  data?: { results: T[]; count: number };
  currentData?: { results: T[]; count: number };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** One of the panel's two lists: heading, up to 8 rows with their own states, and 'View All {n}'. */
function PreviewSection<T>({
  id,
  icon,
  title,
  viewAllHref,
  viewAllText,
  ...list
}: Parameters<typeof PreviewList<T>>[0] & {
  id: string;
  icon: IconName;
  title: string;
  viewAllHref: string;
  viewAllText: (count: number) => string;
}) {
  const count = list.query.data?.count ?? 0;
  return (
    <section className="category-panel__list" aria-labelledby={id}>
      <h3 id={id} className="category-panel__list-title">
        <Icon name={icon} size={18} />
        {title}
      </h3>
      <PreviewList {...list} />
      {count > 0 && (
        <Link to={viewAllHref} className="button button--secondary category-panel__view-all">
          {viewAllText(count)}
          <Icon name="arrowForward" size={18} />
        </Link>
      )}
    </section>
  );
}

function PreviewList<T>({
  query,
  loadingLabel,
  errorTitle,
  emptyText,
  renderItem,
}: {
  query: PreviewQuery<T>;
  loadingLabel: string;
  errorTitle: string;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  // A new category's rows replace the old ones at once: skeletons until its own answer.
  const current = {
    data: query.currentData,
    isLoading: query.isFetching && !query.currentData,
    error: query.isError ? query.error : undefined,
    refetch: query.refetch,
  };
  return (
    <AsyncSection
      query={current}
      loading={
      <ul className="category-panel__rows" aria-busy="true">
        <li className="visually-hidden" role="status">
          {loadingLabel}
        </li>
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="category-row category-row--skeleton" aria-hidden="true">
            <span className="category-panel__skeleton category-row__thumb" />
            <span className="category-panel__skeleton-lines">
              <span className="category-panel__skeleton category-panel__skeleton--title" />
              <span className="category-panel__skeleton category-panel__skeleton--line" />
            </span>
          </li>
        ))}
      </ul>
      }
      errorTitle={errorTitle}
      errorMessage={errorMessage}
      isEmpty={(data) => data.results.length === 0}
      empty={<p className="category-panel__empty">{emptyText}</p>}
    >
      {(data) => (
        // The host may send more than asked; the panel shows at most 8 (spec §9).
        <ul className="category-panel__rows">{data.results.slice(0, CATEGORY_DETAIL_LIMIT).map(renderItem)}</ul>
      )}
    </AsyncSection>
  );
}

function CompanyRow({ company }: { company: Company }) {
  const { i18n } = useTranslation('categories');
  const name = localName(company, i18n.language);
  return (
    <li>
      <Link to={paths.partner.getHref(company.id)} className="category-row">
        <CompanyLogo name={name} logo={company.logo} size={44} decorative className="category-row__thumb" />
        <span className="category-row__text">
          <span className="category-row__title">
            <bdi>{name}</bdi>
          </span>
          {company.location?.trim() && (
            <span className="category-row__meta">
              <Icon name="pin" size={14} />
              <span className="category-row__meta-text">
                <bdi>{company.location.trim()}</bdi>
              </span>
            </span>
          )}
        </span>
        <Icon name="chevronForward" size={18} className="category-row__chevron" />
      </Link>
    </li>
  );
}

function OfferRow({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('categories');
  const { t: tCards } = useTranslation('cards');
  const language = i18n.language;
  const title = localField(offer.title || offer.name, offer.en_title, language);
  const company = localField(offer.company_name, offer.company_en_name, language);
  const image = offer.images?.find((src) => typeof src === 'string' && src.trim()) ?? null;
  let discount: string | null = null;
  if (typeof offer.discount_percentage === 'number' && offer.discount_percentage > 0) {
    discount = tCards('offer.percentOff', { percent: offer.discount_percentage });
  } else if (typeof offer.discount_amount === 'number' && offer.discount_amount > 0) {
    discount = tCards('offer.amountOff', { amount: formatMoney(offer.discount_amount, language) });
  }
  return (
    <li>
      <Link to={paths.offer.getHref(offer.id)} className="category-row">
        <span className="category-row__thumb category-row__thumb--image">
          <FallbackImage src={image} alt="" />
        </span>
        <span className="category-row__text">
          <span className="category-row__title">
            <bdi>{title}</bdi>
          </span>
          {(discount || company) && (
            <span className="category-row__meta">
              {discount && <span className="badge badge--brand category-row__badge">{discount}</span>}
              {company && (
                <span className="category-row__meta-text">
                  <Trans t={t} i18nKey="detail.offerBy" values={{ company }} components={{ bdi: <bdi /> }} />
                </span>
              )}
            </span>
          )}
        </span>
        <Icon name="chevronForward" size={18} className="category-row__chevron" />
      </Link>
    </li>
  );
}
