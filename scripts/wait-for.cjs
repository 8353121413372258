// The benchmarks start the production server and the mock, then must wait until both answer
// before measuring anything: this is that wait, in one place.

/** Resolves once `url` answers 2xx; polls every half second, gives up after `ms`. */
async function waitFor(url, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

module.exports = { waitFor };
