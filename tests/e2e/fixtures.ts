// The base of every journey: a `test` that fails on any Content-Security-Policy violation
// (a `securitypolicyviolation` event in the page) and on any uncaught page error. Specs import
// `test`/`expect` from here (or from ./support, which builds on it).
import { test as base, expect } from '@playwright/test';

export interface PageProblems {
  cspViolations: string[];
  pageErrors: string[];
}

/**
 * E2E_CPU_THROTTLE=N slows each journey's page N times (CDP Emulation.setCPUThrottlingRate): a
 * journey that holds only on a fast machine fails here first. `npm test` runs the journeys that
 * touch the app's timers and first paint once this way (scripts/test-all.cjs).
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE) || 1;

export const test = base.extend<{ pageProblems: PageProblems; cpuThrottling: void }>({
  cpuThrottling: [
    async ({ page }, use) => {
      if (cpuThrottle > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
      }
      await use();
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page }, use) => {
      const problems: PageProblems = { cspViolations: [], pageErrors: [] };
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
        problems.cspViolations.push(text);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
          report?.(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample ? `"${event.sample}" ` : ''}(${event.sourceFile}:${event.lineNumber})`);
        });
      });
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      await use(problems);
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(problems.pageErrors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
