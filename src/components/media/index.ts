export { CompanyLogo, type CompanyLogoProps } from './CompanyLogo';
export { FallbackImage, type FallbackImageProps, type ImageFallback } from './FallbackImage';
export { AVATAR_COLORS, avatarColor, initialLetter } from './avatar';
