export { CompanyCard, DEFAULT_RATING, type CompanyCardProps, type CardView } from './CompanyCard';
export { OfferCard, type OfferCardProps } from './OfferCard';
export { CategoryCard, categoryColor, CategoryGlyph, DEFAULT_CATEGORY_COLOR, type CategoryCardProps } from './CategoryCard';
export { AdCard, type AdCardProps, type AdCardVariant } from './AdCard';
export { CardSkeletons, SkeletonHead, LIST_PAGE_SKELETONS, type CardSkeletonsProps, type CardKind } from './CardSkeleton';
export { readAd } from './readAd';
export { useOfferDiscount } from './offerDiscount';
