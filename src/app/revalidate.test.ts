import { waitFor } from '@testing-library/react';
import { api } from '@/api';
import { nextTask } from '@/lib/nextTask';
import { makeStore } from '@/store';
import { makeCompany, makeTag } from '@tests/utils/fixtures';
import { apiUrl, envelope, http, server } from '@tests/utils/msw';
import { revalidateAll } from './revalidate';

// Each call of the revalidation waits for the one before it to end its task: held here, released by the test.
jest.mock('@/lib/nextTask', () => ({ nextTask: jest.fn() }));
const nextTaskMock = jest.mocked(nextTask);

const tags = [makeTag({ id: 1, name: 'Telecom' }), makeTag({ id: 2, name: 'Banking' })];

/** A store drawn from three calls, as a published page's is. */
async function publishedStore() {
  server.use(
    http.get(apiUrl('/core/get_tags'), () => envelope(tags)),
    http.get(apiUrl('/providers/get_company_by_id/7/'), () => envelope(makeCompany({ id: 7, name: 'Omantel' }))),
    http.get(apiUrl('/providers/get_company_by_id/8/'), () => envelope(makeCompany({ id: 8, name: 'Ooredoo' }))),
  );
  const store = makeStore();
  await store.dispatch(api.endpoints.getTags.initiate());
  await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 7 }));
  await store.dispatch(api.endpoints.getCompanyById.initiate({ id: 8 }));
  return store;
}

const queryOf = (store: ReturnType<typeof makeStore>, key: string) => store.getState().api.queries[key];

describe('the revalidation of a published page', () => {
  beforeEach(() => nextTaskMock.mockImplementation(() => Promise.resolve()));

  it('writes a changed answer into the page and leaves an unchanged one untouched', async () => {
    const store = await publishedStore();
    const tagsBefore = queryOf(store, 'getTags(undefined)');
    const ooredooBefore = queryOf(store, 'getCompanyById({"id":8})');
    server.use(http.get(apiUrl('/providers/get_company_by_id/7/'), () => envelope(makeCompany({ id: 7, name: 'Omantel Group' }))));

    await revalidateAll(store);

    expect((queryOf(store, 'getCompanyById({"id":7})')?.data as { name: string }).name).toBe('Omantel Group');
    // Not even a new time stamp: the components that read these calls draw nothing again.
    expect(queryOf(store, 'getTags(undefined)')).toBe(tagsBefore);
    expect(queryOf(store, 'getCompanyById({"id":8})')).toBe(ooredooBefore);
  });

  it('starts its first call two tasks later: not in the task that loaded it, nor in the one that made its store', async () => {
    const store = await publishedStore();
    const releases: (() => void)[] = [];
    nextTaskMock.mockImplementation(() => new Promise<void>((resolve) => releases.push(resolve)));
    const fetching = jest.spyOn(globalThis, 'fetch');
    const held = () => new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const done = revalidateAll(store);
      await held();
      // Still in the task that loaded the chunk: nothing asked.
      expect(releases).toHaveLength(1);
      expect(fetching).not.toHaveBeenCalled();
      releases[0]();
      await waitFor(() => expect(releases).toHaveLength(2));
      await held();
      // The asking store is made in a task of its own; no call has started.
      expect(fetching).not.toHaveBeenCalled();
      releases[1]();
      await waitFor(() => expect(fetching).toHaveBeenCalledTimes(1));
      for (let next = 2; next < 5; next += 1) {
        await waitFor(() => expect(releases).toHaveLength(next + 1));
        releases[next]();
      }
      await done;
      expect(fetching).toHaveBeenCalledTimes(3);
    } finally {
      fetching.mockRestore();
    }
  });

  it('starts one call per task', async () => {
    const store = await publishedStore();
    const releases: (() => void)[] = [];
    nextTaskMock.mockImplementation(() => new Promise<void>((resolve) => releases.push(resolve)));
    const fetching = jest.spyOn(globalThis, 'fetch');
    try {
      const done = revalidateAll(store);
      // The two tasks before the first call (the test above).
      await waitFor(() => expect(releases).toHaveLength(1));
      releases[0]();
      await waitFor(() => expect(releases).toHaveLength(2));
      releases[1]();
      await waitFor(() => expect(fetching).toHaveBeenCalledTimes(1));
      expect(releases).toHaveLength(3);
      // While that task's end is held, no second call starts.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetching).toHaveBeenCalledTimes(1);
      releases[2]();
      await waitFor(() => expect(fetching).toHaveBeenCalledTimes(2));
      releases[3]();
      await waitFor(() => expect(fetching).toHaveBeenCalledTimes(3));
      releases[4]();
      await done;
      expect(fetching).toHaveBeenCalledTimes(3);
    } finally {
      fetching.mockRestore();
    }
  });
});
