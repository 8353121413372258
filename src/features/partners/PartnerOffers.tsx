import { useTranslation } from '@/lib/useTranslation';
import { useGetAllCompanyActiveOffersQuery } from '@/api';
import { CardSkeletons, OfferCard } from '@/components/cards';
import { AsyncSection, EmptyState, FirstItemsList, useFirstItems } from '@/components/ui';
import { PartnerPanel } from './PartnerPanel';

const SKELETON_COUNT = 3;
/** Offers shown before 'Show all': the call is not paged, so a flood must not render at once. */
const OFFERS_SHOWN = 12;

/** Current Offers: the company's active offers (the old app had the heading and never filled it). */
export function PartnerOffers({ companyId }: { companyId: number }) {
  const { t } = useTranslation('partners');
  const query = useGetAllCompanyActiveOffersQuery({ id: companyId });
  const offers = query.data ?? [];
  const first = useFirstItems(offers, OFFERS_SHOWN);
  const toggleLabels = { showAll: t('detail.offersShowAll', { n: offers.length }), showFewer: t('detail.offersShowFewer') };

  return (
    <PartnerPanel id="partner-offers" title={t('detail.offersTitle')} busy={query.isFetching}>
      <AsyncSection
        query={query}
        loading={<CardSkeletons className="grid partner-detail__offers" count={SKELETON_COUNT} kind="offer" />}
        errorTitle={t('detail.offersError')}
        empty={<EmptyState title={t('detail.offersEmpty')} message={t('detail.offersEmptyMessage')} icon="tag" headingLevel={3} />}
      >
        {() => (
          <FirstItemsList id="partner-offer-list" className="grid partner-detail__offers cards-skipped-until-near" list={first} labels={toggleLabels}>
            {(offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            )}
          </FirstItemsList>
        )}
      </AsyncSection>
    </PartnerPanel>
  );
}
