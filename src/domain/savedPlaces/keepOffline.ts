// A save made while the offline worker controls the page also keeps the record for offline (issue
// 35, docs/offline.md), whichever Save button made it (a card's, a detail page's). Run by the
// worker's page side (src/app/serviceWorker.tsx, a chunk loaded after the page's load), which
// follows the saved list: nothing of it is in the first load, and a browser without a worker in
// control (or without the Cache API) saves the list only, as before.
//
// The record's API calls are its page's route data, asked for fresh by the app (`LoadPage`), so
// their URLs are the very ones its screen asks for (the worker caches a script's API GETs as it
// routes them: same key, same bounds). Its page and its image are fetched by the worker, asked by a message: only the worker's
// own strategies keep them within their caches' bounds and expiry (a page's fetch of a page or an
// image is not routed as a navigation or an image).
import type { RouteCall } from '@/store';
import { KEEP_OFFLINE, type KeepOfflineMessage } from '@/sw/rules';
import { savedPageImages, savedPagePath } from './offlineCopies';
import { savedStore, type SavedKind, type SavedState } from './savedPlaces';

/**
 * Asks afresh for every call of the page at `path` (its route data, so the answers pass through the
 * worker even when the app already holds them), settled with each call and its answer's data.
 */
export type LoadPage = (path: string) => Promise<readonly (readonly [RouteCall, unknown])[]>;

export interface KeptRecord {
  kind: SavedKind;
  id: number;
  /** The page's language: the kept page is the record's address in it. */
  language: string;
}

/** Asks for every call of the record's page (`loadPage`), then has `worker` keep its page and the images it shows. */
export async function keepOffline(loadPage: LoadPage, { kind, id, language }: KeptRecord, worker: Pick<ServiceWorker, 'postMessage'>): Promise<void> {
  const page = savedPagePath(kind, id, language);
  const answers = await loadPage(page);
  const message: KeepOfflineMessage = { type: KEEP_OFFLINE, pages: [page], images: savedPageImages(answers) };
  worker.postMessage(message);
}

const keysOf = (state: SavedState) => new Set(state.items.map((item) => `${item.kind}:${item.id}`));

/**
 * From now on, each record added to the saved list is kept offline in the page's language, when a
 * worker controls the page. Saves made on this page before this ran (it is a chunk loaded after the
 * page's load) are kept at once; saves made before any worker controlled the page (a first visit,
 * before the worker installs and claims it) are kept when one takes control. Unsaving keeps what
 * was kept: it ages out of the worker's bounded caches. Returns the unsubscribe.
 */
export function keepSavesOffline(loadPage: LoadPage, language: () => string, { pageStartedAt = performance.timeOrigin }: { pageStartedAt?: number } = {}): () => void {
  const saved = savedStore();
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  const controller = () => (typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null));
  const keep = (items: readonly { kind: SavedKind; id: number }[]) => {
    const worker = controller();
    if (!worker || typeof caches === 'undefined') return;
    for (const { kind, id } of items) keepOffline(loadPage, { kind, id, language: language() }, worker).catch(() => undefined);
  };
  let known = keysOf(saved.getSnapshot());
  const unsubscribe = saved.subscribe(() => {
    const items = saved.getSnapshot().items;
    const added = items.filter((item) => !known.has(`${item.kind}:${item.id}`));
    known = keysOf(saved.getSnapshot());
    keep(added);
  });
  // The first worker to control this page keeps everything saved until then. A later change of
  // controller (a new deploy's worker after Reload) finds the same caches, so asks for nothing.
  let controlled = controller() !== null;
  if (controlled) keep(saved.getSnapshot().items.filter((item) => Date.parse(item.savedAt) >= pageStartedAt));
  const onControllerChange = () => {
    if (controlled || controller() === null) return;
    controlled = true;
    keep(saved.getSnapshot().items);
  };
  workers?.addEventListener?.('controllerchange', onControllerChange);
  return () => {
    unsubscribe();
    workers?.removeEventListener?.('controllerchange', onControllerChange);
  };
}
