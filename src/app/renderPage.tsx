// A page rendered to HTML outside the browser, by the same components, router table and store as
// the app (issue 30's publish step). RTK Query's documented server flow: each render starts the
// calls its hooks make (src/api/baseApi.ts), the calls are awaited, and the page is drawn again,
// until a render asks for nothing new.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { api, type ApiError } from '@/api';
import { HeadCollectorContext, type HeadCollector, type HeadTag } from '@/lib/headTags';
import { initI18n, type Language } from '@/lib/i18n';
import { barePath, basenameOf, languageOfPath } from '@/lib/languagePath';
import { setRenderClock } from '@/lib/useNow';
import { makeStore, type RootState } from '@/store';
import { AppShell } from './App';
import type { ScreenFeature } from '@/config/routeTable';
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

/** Renders after which a page still asking for data is drawn as it stands. */
const MAX_RENDERS = 5;

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

/** Still pending counts too: a failed call's hook asks again on each pass, until MAX_RENDERS. */
function failedQueries(state: RootState): QueryEntry[] {
  return Object.values(state.api.queries).filter((query) => query?.status !== 'fulfilled');
}

function isRecordFailure(query: QueryEntry): boolean {
  const error = query?.error as ApiError | undefined;
  return error?.kind === 'unexpected' || (error?.kind === 'status' && error.status === 404);
}

/** Renders `url` (a path, with /ar for Arabic, and its query) as the browser's app would draw it. */
export async function renderPage(url: string, options: RenderOptions = {}): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://dalil.invalid').pathname;
  const language = languageOfPath(pathname) ?? 'en';
  const renderedAt = options.now ?? Date.now();
  const store = makeStore(options.preloadedState);
  const i18n = await initI18n({ language });
  setRenderClock(renderedAt);
  await preloadScreen(barePath(pathname));
  // Each pass draws with a fresh collector: the page's head is the last pass's.
  const draw = () => {
    const head = new CollectedHead();
    const html = renderToString(
      <HeadCollectorContext value={head}>
        <AppShell store={store} i18n={i18n} siteOrigin={options.siteOrigin ?? ''}>
          <StaticRouter location={url} basename={basenameOf(language)}>
            <AppRoutes />
          </StaticRouter>
        </AppShell>
      </HeadCollectorContext>,
    );
    return { html, head };
  };
  let page = draw();
  for (let renders = 1; renders < MAX_RENDERS; renders += 1) {
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
    page = draw();
  }
  const state = store.getState();
  // The page is drawn and its state taken: the cache's timers for unused answers (five minutes
  // each) would otherwise hold the process, and a publish thread with them, after its last page.
  store.dispatch(api.util.resetApiState());
  const failed = failedQueries(state);
  const failedCalls = failed.map((query) => `${query?.endpointName}(${JSON.stringify(query?.originalArgs ?? null)})`);
  const { feature } = screenRouteOf(barePath(pathname));
  return { ...page, state, language, feature, renderedAt, failedCalls, recordFailure: failed.length > 0 && failed.every(isRecordFailure) };
}

/** A call a page was drawn from: its endpoint's name and its argument (null for none), as a rendered page's state names them. */
export type PageCall = readonly [endpointName: string, originalArgs: unknown];

type Initiate = (arg: unknown) => { unwrap?: unknown; unsubscribe: () => void } & PromiseLike<unknown>;

/**
 * The answers to `calls`, asked for without drawing anything: the store state a page drawn from
 * them would hold, for a re-publish to compare with the last (scripts/publish/page-job.cjs). Null
 * when a call names no endpoint of this build or any call fails: the page is then drawn, which
 * says why.
 */
export async function fetchAnswers(calls: readonly PageCall[]): Promise<RootState | null> {
  const endpoints = api.endpoints as unknown as Record<string, { initiate: Initiate } | undefined>;
  if (calls.some(([name]) => endpoints[name] === undefined)) return null;
  const store = makeStore();
  const asked = calls.map(([name, arg]) => store.dispatch((endpoints[name] as { initiate: Initiate }).initiate(arg ?? undefined) as never) as unknown as ReturnType<Initiate>);
  await Promise.all(asked);
  const state = store.getState();
  for (const one of asked) one.unsubscribe();
  store.dispatch(api.util.resetApiState());
  return failedQueries(state).length > 0 ? null : state;
}
