// Negative assertions ("no request", "no alert") only mean something once the thing they depend
// on has happened. These helpers wait for it: a given query settling, or every request in flight
// answering after the search box's debounce has had its chance to fire.
import { act, waitFor } from '@testing-library/react';
import type { api } from '@/api';
import type { AppStore } from '@/store';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui';

type QueryStatus = 'fulfilled' | 'rejected';

const queries = (store: AppStore) => Object.values(store.getState().api.queries);

/** Waits until a query of `endpointName` has settled with `status`. */
export async function waitForQuery(store: AppStore, endpointName: keyof typeof api.endpoints, status: QueryStatus) {
  await waitFor(() => {
    const settled = queries(store).some((query) => query?.endpointName === endpointName && query.status === status);
    if (!settled) throw new Error(`${endpointName} has not ${status} yet`);
  });
}

/** Waits until no query is in flight. */
export async function waitForNoPendingRequest(store: AppStore) {
  await waitFor(() => {
    const pending = queries(store).filter((query) => query?.status === 'pending');
    if (pending.length) throw new Error(`still in flight: ${pending.map((q) => q?.endpointName).join(', ')}`);
  });
}

/**
 * Lets the search box's debounce timer run out (a timer cannot be awaited from outside without
 * faking every clock msw and RTK Query use), then waits for any request it started to answer.
 * Not a guess at the machine's speed: timers fire in the order they fall due, and this one, set
 * after the box's and due later, cannot run first however slow the host.
 */
export async function waitForDebouncedSearch(store: AppStore) {
  // Inside act(): the timer's commit updates the box and the router, as a user's pause would.
  await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
  await waitForNoPendingRequest(store);
}
