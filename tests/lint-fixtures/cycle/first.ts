// Lint fixture (not app code): first.ts and second.ts import each other, which import-x/no-cycle must reject.
import { second } from './second';

export const first = () => second() + 1;
