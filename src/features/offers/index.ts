export { OffersPage } from './OffersPage';
export { OfferDetailPage } from './OfferDetailPage';
