// A page rendered to HTML outside the browser, by the same components, router table and store as
// the app (issue 30's publish step). RTK Query's documented server flow: each render starts the
// calls its hooks make (src/api/baseApi.ts), the calls are awaited, and the page is drawn again,
// until a render asks for nothing new.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { api } from '@/api';
import { HeadCollectorContext, type HeadCollector, type HeadTag } from '@/lib/headTags';
import { initI18n, type Language } from '@/lib/i18n';
import { makeStore, type RootState } from '@/store';
import { AppProviders } from './App';
import { AppRoutes, preloadScreen } from './routes';

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

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The store the markup was drawn from, for the browser to hydrate with. */
  state: RootState;
  /** The title and head tags the page's screens declared. */
  head: CollectedHead;
}

export async function renderPage(url: string, language: Language): Promise<RenderedPage> {
  const store = makeStore();
  const i18n = await initI18n({ language });
  await preloadScreen(new URL(url, 'http://dalil.invalid').pathname);
  // Each pass draws with a fresh collector: the page's head is the last pass's.
  const draw = () => {
    const head = new CollectedHead();
    const html = renderToString(
      <HeadCollectorContext value={head}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
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
  return { ...page, state: store.getState() };
}
