// Directions, the one public entry: the route from the visitor's position to a place (directions.ts:
// the routing service, the position, the formats), its hook and its buttons, popup and status.
// Import this index, never a file inside the folder (lint enforces it).
import catalogue from '@/locales/en/directions.json';
import { registerCatalogue } from '@/lib/i18n';

// Directions' texts come with the pages that use it (partner, offer), not in the first download.
registerCatalogue('directions', catalogue);

export { DirectionsButton, DirectionsPopup, DirectionsStatus } from './Directions';
export { useDirections, type Destination, type DirectionsState } from './useDirections';
export { formatRouteDuration } from './directions';
