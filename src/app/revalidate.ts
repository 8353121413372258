// A published page's data is as old as the publish. Once the page is hydrated, every call it was
// drawn from is asked again, on a store of its own, and each fresh answer is written into the
// app's cache in one step (upsertQueryEntries): the screen never shows a loading or "updating" state
// for it, and redraws only where the data changed (a record edited since the publish).
import { api } from '@/api';
import { makeStore, type AppStore } from '@/store';

type Initiate = (args: unknown, options: { subscribe: boolean }) => Parameters<AppStore['dispatch']>[0];
type Upsert = Parameters<typeof api.util.upsertQueryEntries>[0][number];

export async function revalidateAll(store: AppStore): Promise<void> {
  const endpoints = api.endpoints as unknown as Record<string, { initiate?: Initiate }>;
  const asking = makeStore();
  const calls = Object.values(store.getState().api.queries).map(async (query) => {
    const initiate = query?.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
    if (!initiate || query?.status !== 'fulfilled') return;
    const result = (await asking.dispatch(initiate(query.originalArgs, { subscribe: false }))) as unknown as { data?: unknown };
    if (result.data === undefined) return;
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: query.endpointName, arg: query.originalArgs, value: result.data } as unknown as Upsert]));
  });
  await Promise.all(calls);
}
