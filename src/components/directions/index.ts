import catalogue from '@/locales/en/directions.json';
import { registerCatalogue } from '@/lib/i18n';

// Directions' texts come with the pages that use it (partner, offer), not in the first download.
registerCatalogue('directions', catalogue);

export { DirectionsButton, DirectionsPopup, DirectionsStatus } from './Directions';
export { useDirections, type Destination, type DirectionsState } from './useDirections';
