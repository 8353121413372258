import { useTranslation } from 'react-i18next';
import { useGetActiveOffersSummaryQuery, useGetAllActiveOffersQuery } from '@/api';
import { CardSkeletons, OfferCard } from '@/components/cards';
import { AsyncSection, CardList, EmptyState, NewsletterForm } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { HomeSection } from './HomeSection';
import { NewsletterBox } from './NewsletterBox';
import { HOME_LIMITS, HOME_OFFERS_QUERY, HOME_SKELETONS } from './queries';
import { sectionErrorMessage } from './sectionError';

/** Exclusive Offers: the first 20, server-side stats (average discount, active, ending soon) and the deal box. */
export function OffersSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const query = useGetAllActiveOffersQuery(HOME_OFFERS_QUERY);
  const { data } = query;
  const summary = useGetActiveOffersSummaryQuery();
  const offers = (data?.results ?? []).slice(0, HOME_LIMITS.offers);
  const total = data?.count ?? 0;

  const stats = summary.data
    ? [
        { key: 'average', label: t('offers.averageDiscount'), value: formatPercent(Math.round(summary.data.average_discount_percentage), language) },
        { key: 'active', label: t('offers.activeOffers'), value: formatNumber(summary.data.active_count, language) },
        { key: 'ending', label: t('offers.endingSoon'), value: formatNumber(summary.data.ending_soon_count, language) },
      ]
    : null;

  // Spec §8: on an error the list is emptied and the error box says why.
  const body = (
    <AsyncSection
      query={query}
      loading={<div className="grid">
        <CardSkeletons count={HOME_SKELETONS.offers} kind="offer" />
      </div>}
      errorMessage={(error) => sectionErrorMessage(error, t('offers.networkError'))}
      isEmpty={() => offers.length === 0}
      empty={<EmptyState title={t('offers.emptyTitle')} message={t('offers.emptyMessage')} icon="tag" headingLevel={3} />}
    >
      {() => (
        <>
          <CardList items={offers} className="grid home-list" renderItem={(offer) => <OfferCard offer={offer} />} />
          <p className="section-note">
            {t('offers.showing', { shown: offers.length, total })}
          </p>
        </>
      )}
    </AsyncSection>
  );

  return (
    <HomeSection name="offers" alt viewAll={{ href: paths.offers.getHref(), text: t('offers.viewAll') }}>
      {stats && (
        <dl className="home-offer-stats" aria-label={t('offers.statsLabel')}>
          {stats.map((stat) => (
            <div key={stat.key} className={`home-offer-stat home-offer-stat--${stat.key}`}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {body}

      <NewsletterBox icon="tag" title={t('deal.title')} text={t('deal.text')}>
        <NewsletterForm name="deal" tone="dark" />
      </NewsletterBox>
    </HomeSection>
  );
}
