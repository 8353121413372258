// A published page's data is as old as the publish. Right after hydration every call the page was
// drawn from is asked again; the screen keeps showing what it has meanwhile (RTK Query keeps the
// data while it refetches), and a record edited since the publish shows its new data.
import { api } from '@/api';
import type { AppStore } from '@/store';

type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<AppStore['dispatch']>[0];

export function revalidateAll(store: AppStore): void {
  const endpoints = api.endpoints as unknown as Record<string, { initiate?: Initiate }>;
  for (const query of Object.values(store.getState().api.queries)) {
    const initiate = query?.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
    if (!initiate || query?.status !== 'fulfilled') continue;
    void store.dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
  }
}
