// The base of every journey: a `test` that fails on any Content-Security-Policy violation
// (a `securitypolicyviolation` event in the page) and on any uncaught page error. Specs import
// `test`/`expect` from here (or from ./support, which builds on it).
import { test as base, expect } from '@playwright/test';

export interface PageProblems {
  cspViolations: string[];
  pageErrors: string[];
}

/** Options a project of playwright.config.ts may set for its journeys. */
export interface JourneyOptions {
  /**
   * How many times slower each journey's page runs (CDP Emulation.setCPUThrottlingRate): a journey
   * that holds only on a fast machine fails here first. The config's "timers at 2x CPU" project runs
   * the journeys tagged @timers this way; E2E_CPU_THROTTLE=N sets it for every journey.
   */
  cpuThrottleRate: number;
}

export const test = base.extend<{ pageProblems: PageProblems; cpuThrottling: void } & JourneyOptions>({
  cpuThrottleRate: [Number(process.env.E2E_CPU_THROTTLE) || 1, { option: true }],
  cpuThrottling: [
    async ({ page, cpuThrottleRate }, use) => {
      if (cpuThrottleRate > 1) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottleRate });
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
