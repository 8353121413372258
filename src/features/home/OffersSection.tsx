import { useTranslation } from '@/lib/useTranslation';
import { rejectedCount, useGetActiveOffersSummaryQuery, useGetAllActiveOffersQuery } from '@/api';
import { OfferCard } from '@/components/cards';
import { CardList, NewsletterForm, useNotShownCount } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatNumber, formatPercent } from '@/lib/format';
import { HomeSection } from './HomeSection';
import { HomeSectionStates } from './HomeSectionStates';
import { NewsletterBox } from './NewsletterBox';
import { HOME_LIMITS, HOME_OFFERS_QUERY } from './queries';
import { StatList } from './StatList';

/** Exclusive Offers: the first 20, server-side stats (average discount, active, ending soon) and the deal box. */
export function OffersSection() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const query = useGetAllActiveOffersQuery(HOME_OFFERS_QUERY);
  const { data } = query;
  const summary = useGetActiveOffersSummaryQuery();
  const offers = (data?.results ?? []).slice(0, HOME_LIMITS.offers);
  const total = data?.count ?? 0;
  const notShown = useNotShownCount();

  const stats = summary.data
    ? [
        { key: 'average', label: t('offers.averageDiscount'), value: formatPercent(Math.round(summary.data.average_discount_percentage), language) },
        { key: 'active', label: t('offers.activeOffers'), value: formatNumber(summary.data.active_count, language) },
        { key: 'ending', label: t('offers.endingSoon'), value: formatNumber(summary.data.ending_soon_count, language) },
      ]
    : null;

  const body = (
    <HomeSectionStates name="offers" query={query} isEmpty={() => offers.length === 0}>
      {() => (
        <>
          <CardList items={offers} className="grid home-list cards-skipped-until-near" renderItem={(offer) => <OfferCard offer={offer} />} />
          <p className="section-note">
            {notShown(t('offers.showing', { shown: offers.length, total }), rejectedCount(data))}
          </p>
        </>
      )}
    </HomeSectionStates>
  );

  return (
    <HomeSection name="offers" alt viewAll={{ href: paths.offers.getHref(), text: t('offers.viewAll') }}>
      {stats && (
        <StatList
          className="home-offer-stats"
          label={t('offers.statsLabel')}
          statClassName={(key) => `home-offer-stat home-offer-stat--${key}`}
          stats={stats}
        />
      )}

      {body}

      <NewsletterBox icon="tag" title={t('deal.title')} text={t('deal.text')}>
        <NewsletterForm name="deal" tone="dark" />
      </NewsletterBox>
    </HomeSection>
  );
}
