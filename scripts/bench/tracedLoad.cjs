// One page load traced through the page's own CDP session: the plumbing bench:trace and bench:waits
// share (each had its own copy). Lighthouse's runs (npm run bench) record their traces themselves.

/** The phone both scripts load pages in (Lighthouse's mobile viewport). */
const PHONE = { width: 412, height: 823 };

/**
 * Loads `url` in a new page of `browser` with Chromium tracing `categories` from before the request
 * until `settleMs` after the load (and the network's quiet, with `networkIdle`), at `throttle`x CPU.
 * `beforeLoad(page, cdp)` runs once tracing has started, `whileTracing(page, cdp)` after the settle
 * with the trace still recording, `afterTracing(page)` once it has stopped, before the page closes.
 * Returns the trace's events and what the last two returned.
 */
async function tracedLoad(browser, url, { categories, settleMs, throttle = 1, networkIdle = false, deviceScaleFactor, beforeLoad, whileTracing, afterTracing }) {
  const page = await browser.newPage({ viewport: PHONE, ...(deviceScaleFactor ? { deviceScaleFactor } : {}) });
  try {
    const cdp = await page.context().newCDPSession(page);
    if (throttle !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
    if (beforeLoad) await beforeLoad(page, cdp);
    await page.goto(url, { waitUntil: 'load' });
    // A page that never goes quiet (a poll, a stream) is measured all the same, after the settle.
    if (networkIdle) await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(settleMs);
    const during = whileTracing ? await whileTracing(page, cdp) : undefined;
    await cdp.send('Tracing.end');
    await complete;
    const after = afterTracing ? await afterTracing(page) : undefined;
    return { events, during, after };
  } finally {
    await page.close();
  }
}

module.exports = { PHONE, tracedLoad };
