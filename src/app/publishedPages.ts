// Which pages the publish writes (scripts/publish.cjs), from the route table: each path without a
// param once, and each record screen's path once per record its `routePaths` walks (the API's
// paged lists, asked through the app's own endpoints and contract checks). English paths only: the
// Arabic twin of each is derived where the page is written (lib/languagePath).
import { generatePath } from 'react-router-dom';
import { api, type Page } from '@/api';
import { routeTable, type ScreenFeature } from '@/config/routeTable';
import { makeStore, type RoutePaths, type WalkRecords } from '@/store';
import { featureModules } from './routes';

/** The contract's `l` maximum. */
export const MAX_PAGE_SIZE = 100;

export interface PublishedPages {
  /** The paths without a param, in the route table's order, then each record screen's pages by id. */
  pages: string[];
  /** The API's totals (`count`), by the feature whose records they are. */
  counts: Record<string, number>;
  /** Records that name no page: left out by the contract check, or with an id that cannot name a file. */
  skipped: number;
}

/** A record's id when it can name a page (a whole number ≥ 1); anything else names no file. */
const pageId = (record: unknown): number | null => {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 ? id : null;
};

/** A route the publish writes pages for: its path pattern, its feature, and for a path with a param, the records it walks. */
interface PublishedRoute {
  readonly path: string;
  readonly feature: ScreenFeature;
  readonly paths?: RoutePaths;
}

/**
 * Every row of the route table the publish writes (not `*`, nor a row marked `published: false`), in
 * the table's order; a row with a param has its screen's `routePaths` (./routes checks, as it
 * compiles, that each such screen declares them).
 */
async function publishedRoutes(): Promise<PublishedRoute[]> {
  const rows = routeTable.filter((route) => route.path !== '*' && !('published' in route && route.published === false));
  return Promise.all(
    rows.map(async ({ path, feature, screen }) => {
      if (!path.includes(':')) return { path, feature };
      const module = (await featureModules[feature]()) as unknown as { routePaths: Record<string, RoutePaths> };
      return { path, feature, paths: module.routePaths[screen] };
    }),
  );
}

type Initiate = (arg: unknown, options: { subscribe: boolean }) => never;

/** Every promise's value once all have settled; the first failure's error if any failed (no call is left running behind a rejection). */
async function allSettledOrThrow<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}

/**
 * Walks the API's lists for every published route. The first page of each list gives the total; the
 * others are asked for together (the publish's fetch bounds how many are in flight). Each page's
 * call runs in a store of its own, dropped once read: a list of 100 000 companies is not held.
 * A list that fails fails the walk, naming the call.
 */
export async function listPublishedPages({ pageSize = MAX_PAGE_SIZE }: { pageSize?: number } = {}): Promise<PublishedPages> {
  if (!(Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${pageSize}`);
  }
  const routes = await publishedRoutes();
  const counts: Record<string, number> = {};
  let skipped = 0;

  const pageOf = async (endpoint: { name: string; initiate: Initiate }, arg: object): Promise<Page<unknown>> => {
    const store = makeStore();
    const result = (await store.dispatch(endpoint.initiate(arg, { subscribe: false }))) as { data?: Page<unknown>; error?: unknown };
    // Dropped now, with the cache's removal timer (else it would hold the process for keepUnusedDataFor).
    store.dispatch(api.util.resetApiState());
    if (!result.data) throw new Error(`listPublishedPages: ${endpoint.name}(${JSON.stringify(arg)}) failed: ${JSON.stringify(result.error)}`);
    return result.data;
  };

  const recordPages = await allSettledOrThrow(
    routes.map(async ({ path, feature, paths }) => {
      if (!paths) return [];
      const ids = new Set<number>();
      const take = (page: Page<unknown>) => {
        skipped += page.rejected ?? 0;
        for (const record of page.results) {
          const id = pageId(record);
          if (id === null) skipped += 1;
          else ids.add(id);
        }
      };
      const walk: WalkRecords = async (endpoint, arg) => {
        const list = endpoint as unknown as { name: string; initiate: Initiate };
        const first = await pageOf(list, { ...arg, o: 0, l: pageSize });
        take(first);
        counts[feature] = (counts[feature] ?? 0) + first.count;
        const offsets: number[] = [];
        for (let offset = pageSize; offset < first.count; offset += pageSize) offsets.push(offset);
        await allSettledOrThrow(offsets.map((o) => pageOf(list, { ...arg, o, l: pageSize }).then(take)));
      };
      await paths(walk);
      return [...ids].sort((a, b) => a - b).map((id) => generatePath(path, { id: String(id) }));
    }),
  );
  const fixed = routes.filter(({ paths }) => !paths).map(({ path }) => path);
  return { pages: [...fixed, ...recordPages.flat()], counts, skipped };
}
