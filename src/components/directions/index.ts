export { DirectionsButton, DirectionsPopup, DirectionsStatus } from './Directions';
export { useDirections, type Destination, type DirectionsState } from './useDirections';
