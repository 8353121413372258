import { startTransition, StrictMode, type ReactElement } from 'react';
import { loadRuntimeConfig } from './config/runtime';
import { detectLanguage, initI18n, type I18n, type Language } from './lib/i18n';
import { barePath, languageOfPath, pathInLanguage } from './lib/languagePath';
import { afterLoad } from './lib/afterLoad';
import { nextTask, settledWithin } from './lib/nextTask';
import { replayTaps, takeEarlyTaps } from './lib/earlyTaps';
import { setHydrating } from './lib/hydration';
import { setRenderClock } from './lib/useNow';
import type { AppStore, RootState } from './store';

// The config request goes on beside the boot steps below; the first render waits for it.
void loadRuntimeConfig();

/** What a published page (scripts/publish.cjs) embeds: the store it was drawn from, and when. */
interface PublishedPage {
  state: Partial<RootState>;
  renderedAt: number;
}

/** The published page's embedded state (a JSON script, never run), or null on the client-only app. */
function readPublishedPage(): PublishedPage | null {
  const text = document.getElementById('dalil-state')?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as PublishedPage;
    return page && typeof page.renderedAt === 'number' && page.state ? page : null;
  } catch {
    return null;
  }
}

/** The address of the page being shown, in `language` (Arabic under /ar), its query and hash kept. */
function addressIn(language: Language): string {
  const { pathname, search, hash } = window.location;
  return `${pathInLanguage(pathname, language)}${search}${hash}`;
}

/**
 * Keeps the address in the page's language: a language switch moves to the same page's other
 * address before the router starts afresh under it (src/app/App.tsx). Subscribed before React
 * renders, so the address has moved by the time the new router reads it.
 */
function followLanguageInAddress(i18n: I18n): void {
  i18n.subscribe((language) => window.history.replaceState(window.history.state, '', addressIn(language)));
}

/**
 * After a published page's hydration (or its first render, rendered afresh): the head tags its screens declared are the app's to keep (its
 * effects have added them again); and every call of `published` (the store a hydrated page was drawn from) is asked again, so a record
 * edited since the publish shows its new data.
 */
let hydrated = false;
/** Taps on the page's plain buttons before React listened (lib/earlyTaps): tapped again once it is the app's. */
let earlyTaps: HTMLButtonElement[] = [];
function afterHydration(published: AppStore | undefined): void {
  // Once: the screen's part mounts again after a language switch (a new router).
  if (hydrated) return;
  hydrated = true;
  for (const element of document.head.querySelectorAll('[data-head="screen"]')) element.remove();
  // In the next task, once every effect of this commit has run (some after this one): from then on a
  // component that mounts is a browser's mount (lib/hydration, lib/useNow's live minute), and the
  // revalidation starts outside the task running the screen's effects, already the page's longest.
  void nextTask()
    .then(() => {
      setHydrating(false);
      // Every section's listeners are in place: a tapped button in one still waiting has it adopted.
      replayTaps(earlyTaps);
      if (published) void import(/* webpackChunkName: "revalidate" */ './app/revalidate').then(({ revalidateAll }) => revalidateAll(published));
    });
}

/** How long the first render of a page rendered afresh waits for its screen's answers (a slow host's are shown as skeletons). */
const ROUTE_CALLS_WAIT_MS = 1000;

/**
 * Boots in steps, each its own task. Evaluating every module of the first download at once was one
 * 260-850 ms task at 4x CPU (trace of /partners); "eager" imports stay in the same files (no extra
 * request) but run their modules only when awaited, after a yield: the translator first, then react-dom,
 * then the state library, the API, the store, the app's frame and the routes, then the store made.
 * Each step must be a short task on a low-tier phone: its 50 ms are ~4 ms on a host whose Lighthouse
 * benchmark index is ~3 200 (12x).
 * The first render (or hydration) is a transition, so React time-slices it too.
 */
async function boot(): Promise<void> {
  const published = readPublishedPage();
  // Drawn over a published page (an address with a query), the route's calls start before the first
  // render (below). What starts them is a chunk of its own, asked for now beside the boot's steps:
  // every other page boots without it (the first download has no room to spare, docs/performance.md).
  const routeData = published && window.location.search !== '' ? import(/* webpackChunkName: "route-data" */ './app/routeData') : undefined;
  // A published page is in its address's language (its HTML is); the client-only app follows the
  // visitor's choice, and moves a bare address to /ar when that choice is Arabic.
  const language = published ? (languageOfPath(window.location.pathname) ?? 'en') : detectLanguage();
  if (!published && languageOfPath(window.location.pathname) !== (language === 'ar' ? 'ar' : null)) {
    window.history.replaceState(window.history.state, '', addressIn(language));
  }
  const i18n = await initI18n({ language });
  followLanguageInAddress(i18n);
  await nextTask();
  const reactDom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // One task each: together (the state library, the API and its endpoints, the store, the app's frame, the
  // route table, the store made from the page's answers) they were one 270 ms task at 12x CPU (issue
  // 31's trace of home); the first three alone still 224 ms on a partner's page.
  // webpackExports: a module's namespace taken whole would keep every export of it in the bundle.
  await import(/* webpackMode: "eager", webpackExports: ["buildCreateApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["baseApi"] */ './api/baseApi');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["api"] */ './api');
  await nextTask();
  const { makeStore } = await import(/* webpackMode: "eager" */ './store/store');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  const { preloadScreen } = await import(/* webpackMode: "eager" */ './app/routes');
  // The screen's chunk (a published page's loader ran it before main.js): the first render
  // draws the screen, not the loading bar. A failed download renders anyway, and the screen shows the error.
  const screenReady = preloadScreen(barePath(window.location.pathname)).catch(() => undefined);
  await nextTask();
  // Every page is published for its bare address; one with a query (a search, a list's filters or
  // page) is answered with that page's HTML by any static host, and draws differently from it. That
  // markup is only shown until the app's own render replaces it: hydrating it would be a mismatch.
  const hydrate = published !== null && window.location.search === '';
  // Only the API's answers: the other slices join the store with their screens' chunks, each from
  // its initial state, as the publish step's render started them. Rendered afresh, the page starts
  // empty: the published answers are another address's (page 1 under ?page=2), asked for again.
  const store = makeStore(hydrate ? { api: published.state.api } : undefined);
  if (hydrate) {
    setRenderClock(published.renderedAt);
    setHydrating(true);
  }
  // Rendered over a published page, the route's calls (its route data) start now rather than from its first render's effects, and
  // that render waits for them a while: drawn with skeletons first, /search?q= was drawn, restyled
  // and painted twice, ~770 ms and ~430 ms tasks at 10x CPU (issue 31's trace). Meanwhile the
  // published page stays readable, and a slow answer shows as skeletons once the wait is over.
  // Only over a published page: the client-only app has no content to keep, and RTK Query asks an errored
  // call again for the screen that subscribes, so an early call's failure would be asked twice and
  // its first answer never shown (the client-only app is where QA stages a call's faults, one by one).
  const routeCalls = routeData?.then(({ startRouteCalls }) => startRouteCalls(store.dispatch, `${window.location.pathname}${window.location.search}`)).catch(() => undefined);
  await nextTask();
  // Parts of the app read the configuration as they render or mount (the reverse-geocoding and
  // routing services, the map's tiles). Since the screen's chunks arrive with main.js, the first
  // render could come before config.json and use the defaults for good ("Near you" instead of the
  // area's name). The file is 1 KB, asked for as this script started: it is nearly always in by now.
  await Promise.all([loadRuntimeConfig(), screenReady, routeCalls && settledWithin(routeCalls, ROUTE_CALLS_WAIT_MS)]);
  // Only a hydrated page holds answers as old as the publish: rendered afresh, it has asked for its own.
  const onMounted = published ? () => afterHydration(hydrate ? store : undefined) : undefined;
  // What a section hydrated after the revalidation has written newer answers must still match: its HTML.
  const serverState = hydrate ? store.getState() : undefined;
  afterLoad(() => startServiceWorker(i18n, store));
  render(
    reactDom,
    <StrictMode>
      <App store={store} serverState={serverState} i18n={i18n} siteOrigin={window.location.origin} onMounted={onMounted} />
    </StrictMode>,
    hydrate,
  );
}

/** React adopts the published page's markup (`hydrate`), or draws the app afresh in #root. */
function render({ createRoot, hydrateRoot }: typeof import('react-dom/client'), app: ReactElement, hydrate: boolean): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  // React hears every tap from here on (it listens from hydrateRoot or createRoot, in this task).
  // Those before are tapped again once the page is hydrated; rendered afresh (an address with a query),
  // it has taken their buttons off the page by then, and none is.
  earlyTaps = takeEarlyTaps();
  if (hydrate) {
    // The same components, store and clock the HTML was drawn with: React adopts the markup. In a
    // transition React hydrates in slices of ~5 ms with the page responsive between them; otherwise
    // hydration is one task (home's: ~600 ms at 12x CPU, issue 31). An early click is not lost: React
    // hydrates what was clicked at once.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Which component drew differently from the HTML, in production too (React's own report names none).
        onRecoverableError: (error, info) => console.error(error, info.componentStack),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void boot();

/**
 * The offline worker (src/app/serviceWorker.tsx, docs/offline.md) in production builds, after the
 * page's load: its registration and workbox-window are a chunk of their own, off the first load.
 */
function startServiceWorker(i18n: I18n, store: AppStore): void {
  // Without it (its chunk unreachable, registration refused) the site works as before: no error.
  if (process.env.NODE_ENV === 'production') import(/* webpackChunkName: "service-worker" */ './app/serviceWorker').then((module) => module.startServiceWorker(i18n, { store })).catch(() => undefined);
}
// The font is cached for the next visit, after this one's load (lib/cacheWebFont.ts waits longer
// still): its code is no part of the first download, which has no room to spare (140 KB budget).
const cacheWebFont = () => void import(/* webpackChunkName: "web-font" */ './lib/cacheWebFont').then((module) => module.cacheWebFontForNextVisit());
afterLoad(cacheWebFont);
