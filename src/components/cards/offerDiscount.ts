import { useTranslation } from '@/lib/useTranslation';
import type { Offer } from '@/api';
import { formatMoney, isPositive } from '@/lib/format';

/** An offer's saving in words ("20% OFF", "OMR 5.000 OFF"): the percentage when there is one, else the amount, else null. */
export function useOfferDiscount(offer: Pick<Offer, 'discount_percentage' | 'discount_amount'>): string | null {
  const { t, i18n } = useTranslation('cards');
  if (isPositive(offer.discount_percentage)) return t('offer.percentOff', { percent: offer.discount_percentage });
  if (isPositive(offer.discount_amount)) return t('offer.amountOff', { amount: formatMoney(offer.discount_amount, i18n.language) });
  return null;
}
