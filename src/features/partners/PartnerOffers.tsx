import { useTranslation } from 'react-i18next';
import { errorMessage, useGetAllCompanyActiveOffersQuery } from '@/api';
import { CardSkeletons, OfferCard } from '@/components/cards';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorBox } from '@/components/ui/ErrorBox';

const SKELETON_COUNT = 3;

/** Current Offers: the company's active offers (the old app had the heading and never filled it). */
export function PartnerOffers({ companyId }: { companyId: number }) {
  const { t } = useTranslation('partners');
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAllCompanyActiveOffersQuery({ id: companyId });

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
      <ul className="grid partner-detail__offers">
        {data.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="partner-panel" aria-labelledby="partner-offers" aria-busy={isFetching}>
      <h2 id="partner-offers" className="partner-detail__heading">
        {t('detail.offersTitle')}
      </h2>
      {body}
    </section>
  );
}
