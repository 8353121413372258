export { PartnersPage } from './PartnersPage';
export { PartnerDetailPage } from './PartnerDetailPage';
