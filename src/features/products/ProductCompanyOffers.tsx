import { useMemo } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useGetAllCompanyActiveOffersQuery } from '@/api';
import { OfferCard } from '@/components/cards';
import { CardList } from '@/components/ui';

/** Offers shown at most: a taste of the company's deals, the rest are on its page. */
const OFFERS_SHOWN = 3;

/**
 * The company's current offers on the product's category. A bonus: while loading, on failure
 * or with none in the category the section is simply absent.
 */
export function ProductCompanyOffers({ companyId, categoryId }: { companyId: number; categoryId: number | null | undefined }) {
  const { t } = useTranslation('products');
  const { data, isError } = useGetAllCompanyActiveOffersQuery({ id: companyId });
  const offers = useMemo(
    () => (isError || !data || categoryId == null ? [] : data.filter((offer) => offer.category_id === categoryId).slice(0, OFFERS_SHOWN)),
    [data, isError, categoryId],
  );
  if (offers.length === 0) return null;
  return (
    <section className="product-page__offers" aria-labelledby="product-offers">
      <h2 id="product-offers" className="section-title">
        {t('offersTitle')}
      </h2>
      <CardList items={offers} className="grid product-page__offer-list" renderItem={(offer) => <OfferCard offer={offer} />} />
    </section>
  );
}
