// A page's calls with their answers, asked afresh: what a saved record's offline copy keeps
// (src/domain/savedPlaces/keepOffline.ts). Its own module, off the first download: only the
// service worker's chunk uses it.
import { api } from '@/api';
import type { AppStore, RouteCall } from '@/store';
import { startRouteCalls } from './routeData';

type SelectAnswer = (arg: unknown) => (state: ReturnType<AppStore['getState']>) => { data?: unknown };

/** Asks afresh for every call of the page at `url`, in `store`: each call with its answer's data (a saved record's offline copy). */
export async function loadPageAnswers(store: AppStore, url: string): Promise<(readonly [RouteCall, unknown])[]> {
  const calls = await startRouteCalls(store.dispatch, url, { force: true });
  const state = store.getState();
  const endpoints = api.endpoints as unknown as Record<string, { select: SelectAnswer }>;
  return calls.map((call) => [call, endpoints[call.endpoint].select(call.arg)(state).data] as const);
}
