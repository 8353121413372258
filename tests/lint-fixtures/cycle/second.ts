// Lint fixture (not app code): the other half of the cycle in first.ts.
import { first } from './first';

export const second = () => (first.length ? 1 : 0);
