// A page rendered to HTML outside the browser, by the same components, router table and store as
// the app (the publish step). RTK Query's documented server flow: the route's declared calls are
// started and awaited (./routeData.ts), then the page is rendered once. A screen whose render looks
// up an answer its route data did not start would be published with a skeleton: that throws,
// naming the screen and the call.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { api, type ApiError } from '@/api';
import { HeadCollectorContext, type HeadCollector, type HeadTag } from '@/lib/headTags';
import { initI18n, type Language } from '@/lib/i18n';
import { barePath, basenameOf, languageOfPath } from '@/lib/languagePath';
import { setRenderClock } from '@/lib/useNow';
import { makeStore, type AppStore, type RouteCall, type RootState } from '@/store';
import { AppShell } from './App';
import type { ScreenFeature } from '@/config/routeTable';
import { startRouteCalls } from './routeData';
import { AppRoutes, preloadScreen, screenRouteOf } from './routes';

/** A page's head as its screens declared it (here, not in lib: the browser's bundle needs none of it). */
export class CollectedHead implements HeadCollector {
  /** The whole <title>, "{screen's title} · Dalil" as the browser's would read. */
  title: string | null = null;
  readonly tags: HeadTag[] = [];

  setTitle(title: string): void {
    this.title = title;
  }

  add(tags: HeadTag[]): void {
    this.tags.push(...tags);
  }
}

export interface RenderOptions {
  /** The site's public origin (https://dalil.om), for absolute addresses in the head. */
  siteOrigin?: string;
  /** The time the page is drawn at (epoch ms): "Open now", days left. Defaults to now. */
  now?: number;
  /**
   * A store state to start from: the same page in the other language was drawn from the same
   * calls, so its answers serve this one without asking the API again.
   */
  preloadedState?: Partial<RootState>;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The store the markup was drawn from, for the browser to hydrate with. */
  state: RootState;
  /** The title and head tags the page's screens declared. */
  head: CollectedHead;
  /** The page's language, from its address (Arabic under /ar). */
  language: Language;
  /** The calls the route's data started, in order: what the page was rendered from. */
  calls: RouteCall[];
  /** Calls the route's data started that the render never looked up (a record not found shows none of its sections). */
  unreadCalls: string[];
  /** The feature folder whose screen the page shows (the route table's): its chunks go in the page's head. */
  feature: ScreenFeature;
  /** The time the page was drawn at, for the browser's first render to read the same. */
  renderedAt: number;
  /** The calls that failed (or never settled): such a page shows an error, and is not published. */
  failedCalls: string[];
  /**
   * True when every failure is the record's own (not found, or a record the app cannot show):
   * the page is left out of the site, rather than failing the whole publish; any other failure
   * (the API down, a timeout) is the run's.
   */
  recordFailure: boolean;
}

type QueryEntry = RootState['api']['queries'][string];

/** Any call not answered: failed, or still pending. */
function failedQueries(state: RootState): QueryEntry[] {
  return Object.values(state.api.queries).filter((query) => query?.status !== 'fulfilled');
}

function isRecordFailure(query: QueryEntry): boolean {
  const error = query?.error as ApiError | undefined;
  return error?.kind === 'unexpected' || (error?.kind === 'status' && error.status === 404);
}

/**
 * The store as one render reads it: every cache entry a hook looks up is noted in `read`, whether
 * the cache holds it or not. An entry listed whole (Object.values, to find a record in any loaded
 * list) is not a look-up.
 */
function noteLookUps(store: AppStore): { reading: AppStore; read: Set<string> } {
  const read = new Set<string>();
  const listed = new Set<string>();
  const watch: ProxyHandler<RootState['api']['queries']> = {
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string') listed.add(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    get(target, key, receiver) {
      if (typeof key === 'string' && !listed.delete(key)) read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  };
  let seen: RootState | undefined;
  let watched: RootState | undefined;
  const getState = () => {
    const state = store.getState();
    if (state !== seen) {
      seen = state;
      watched = { ...state, api: { ...state.api, queries: new Proxy(state.api.queries, watch) } };
    }
    return watched as RootState;
  };
  return { reading: { ...store, getState }, read };
}

/** Renders `url` (a path, with /ar for Arabic, and its query) as the browser's app would render it. */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://dalil.invalid').pathname;
  const language = languageOfPath(pathname) ?? 'en';
  const renderedAt = options.now ?? Date.now();
  const store = makeStore(options.preloadedState);
  const i18n = await initI18n({ language });
  setRenderClock(renderedAt);
  await preloadScreen(barePath(pathname));
  const calls = await startRouteCalls(store.dispatch, url);
  const head = new CollectedHead();
  const { reading, read } = noteLookUps(store);
  const html = renderToString(
    <HeadCollectorContext value={head}>
      <AppShell store={reading} i18n={i18n} siteOrigin={options.siteOrigin ?? ''}>
        <StaticRouter location={url} basename={basenameOf(language)}>
          <AppRoutes />
        </StaticRouter>
      </AppShell>
    </HeadCollectorContext>,
  );
  const state = store.getState();
  // The page is rendered and its state taken: the cache's timers for unused answers (five minutes
  // each) would otherwise hold the process, and a publish thread with them, after its last page.
  store.dispatch(api.util.resetApiState());
  const { feature, screen } = screenRouteOf(barePath(pathname));
  const undeclared = [...read].filter((key) => state.api.queries[key] === undefined);
  if (undeclared.length > 0) throw new Error(`${screen} (${url}) renders calls its route data does not start: ${undeclared.join(', ')}`);
  const unreadCalls = Object.keys(state.api.queries).filter((key) => !read.has(key));
  const failed = failedQueries(state);
  const failedCalls = failed.map((query) => `${query?.endpointName}(${JSON.stringify(query?.originalArgs ?? null)})`);
  return { html, head, state, calls, unreadCalls, language, feature, renderedAt, failedCalls, recordFailure: failed.length > 0 && failed.every(isRecordFailure) };
}

/**
 * The answers the route at `url` is rendered from, asked for without rendering anything: the store
 * state a page rendered now would hold and the calls that made it, for a re-publish to compare with the last
 * (scripts/publish/page-job.cjs). Null when any call fails: the page is then rendered, which says why.
 */
export async function loadRouteAnswers(url: string): Promise<{ state: RootState; calls: RouteCall[] } | null> {
  const store = makeStore();
  const calls = await startRouteCalls(store.dispatch, url);
  const state = store.getState();
  store.dispatch(api.util.resetApiState());
  return failedQueries(state).length > 0 ? null : { state, calls };
}
