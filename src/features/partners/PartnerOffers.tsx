import { useTranslation } from 'react-i18next';
import { errorMessage, useGetAllCompanyActiveOffersQuery } from '@/api';
import { CardSkeletons, OfferCard } from '@/components/cards';
import { EmptyState, ErrorBox, FirstItemsList, useFirstItems } from '@/components/ui';
import { PartnerPanel } from './PartnerPanel';

const SKELETON_COUNT = 3;
/** Offers shown before 'Show all': the call is not paged, so a flood must not render at once. */
const OFFERS_SHOWN = 12;

/** Current Offers: the company's active offers (the old app had the heading and never filled it). */
export function PartnerOffers({ companyId }: { companyId: number }) {
  const { t } = useTranslation('partners');
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAllCompanyActiveOffersQuery({ id: companyId });
  const first = useFirstItems(data ?? [], OFFERS_SHOWN);

  let body;
  if (isLoading) {
    body = (
      <div className="grid partner-detail__offers">
        <CardSkeletons count={SKELETON_COUNT} kind="offer" />
      </div>
    );
  } else if (isError && !isFetching) {
    body = <ErrorBox title={t('detail.offersError')} message={errorMessage(error)} onRetry={() => void refetch()} headingLevel={3} />;
  } else if (!data || data.length === 0) {
    body = <EmptyState title={t('detail.offersEmpty')} message={t('detail.offersEmptyMessage')} icon="tag" headingLevel={3} />;
  } else {
    body = (
      <FirstItemsList
        id="partner-offer-list"
        className="grid partner-detail__offers"
        list={first}
        showAllLabel={t('detail.offersShowAll', { n: data.length })}
        showFewerLabel={t('detail.offersShowFewer')}
      >
        {(offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        )}
      </FirstItemsList>
    );
  }

  return (
    <PartnerPanel id="partner-offers" title={t('detail.offersTitle')} busy={isFetching}>
      {body}
    </PartnerPanel>
  );
}
