// A published page's data is as old as the publish. Once the page is hydrated, every call it was
// drawn from is asked again, on a store of its own, and each fresh answer that differs from what the
// page shows is written into the app's cache in one step (upsertQueryEntries): the screen never shows
// a loading or "updating" state for it, and redraws only where the data changed (a record edited
// since the publish).
//
// On a low-tier phone this must not be one burst (issue 31's trace of home at 12x CPU: one 456 ms
// task starting ten calls, then ~500 ms of renders as the unchanged answers were written back):
// each call starts in a task of its own, and an answer equal to the page's data writes nothing, so
// no component draws again for it. Nor does any of it run in the task that evaluated this chunk, and
// the asking store is made in a task of its own: the three together were one 10-11 ms task at 1x
// (~100 ms on the calibrated phone) in Lighthouse's own traces of home.
import { copyWithStructuralSharing } from '@reduxjs/toolkit/query';
import { api } from '@/api';
import { nextTask } from '@/lib/nextTask';
import { makeStore, type AppStore } from '@/store';

type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<AppStore['dispatch']>[0];
type Upsert = Parameters<typeof api.util.upsertQueryEntries>[0][number];

export async function revalidateAll(store: AppStore): Promise<void> {
  const endpoints = api.endpoints as unknown as Record<string, { initiate?: Initiate }>;
  await nextTask();
  // The page's answers beside the fresh ones: an answer equal to what the page shows is known good,
  // and the base query loads and runs no contract check for it (src/api/shapes.ts).
  const asking = makeStore({ api: store.getState().api });
  await nextTask();
  const calls: Promise<void>[] = [];
  for (const [cacheKey, query] of Object.entries(store.getState().api.queries)) {
    const initiate = query?.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
    if (!initiate || query?.status !== 'fulfilled') continue;
    const { endpointName, originalArgs } = query;
    calls.push(
      (async () => {
        const result = (await asking.dispatch(initiate(originalArgs, { subscribe: false, forceRefetch: true }))) as unknown as { data?: unknown };
        if (result.data === undefined) return;
        // RTK Query's own comparison: the same object back means nothing in the answer changed.
        const shown = store.getState().api.queries[cacheKey]?.data;
        if (shown !== undefined && copyWithStructuralSharing(shown, result.data) === shown) return;
        store.dispatch(api.util.upsertQueryEntries([{ endpointName, arg: originalArgs, value: result.data } as unknown as Upsert]));
      })(),
    );
    await nextTask();
  }
  await Promise.all(calls);
}
