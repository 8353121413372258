// `npm run test:perf`: checks that only measure (where the first paint sits against the screen's
// own render), kept out of `npm test`. Same server and browser as the journeys.
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: 'tests/perf',
  outputDir: 'test-results/perf',
});
