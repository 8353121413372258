import { act, screen } from '@testing-library/react';
import { memo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { api } from '@/api';
import { HydrateWhenNear } from '@/components/ui';
import { setHydrating } from '@/lib/hydration';
import { initI18n, type I18n } from '@/lib/i18n';
import { makeStore, useAppSelector, type AppStore, type RootState } from '@/store';
import { AppProviders } from './App';

/** How many answers the store holds, read by a section that waits to be adopted. */
function Answers() {
  return <p>{`${useAppSelector((state) => Object.keys(state.api.queries).length)} answers`}</p>;
}

const Section = memo(function Section() {
  return (
    <HydrateWhenNear>
      <Answers />
    </HydrateWhenNear>
  );
});

function Page({ store, serverState, i18n }: { store: AppStore; serverState?: RootState; i18n: I18n }) {
  return (
    <AppProviders store={store} serverState={serverState} i18n={i18n} siteOrigin="https://dalil.test">
      <MemoryRouter>
        <Section />
      </MemoryRouter>
    </AppProviders>
  );
}

let near: () => void = () => undefined;
const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

/**
 * A page published from an empty store, hydrated, then given a newer answer (the revalidation) while
 * its section still waits; then the visitor comes near the section.
 */
async function hydrateThenRevalidate(withServerState: boolean) {
  const i18n = await initI18n({ language: 'en' });
  const store = makeStore();
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page store={store} i18n={i18n} />);
  const serverState = withServerState ? store.getState() : undefined;
  const onRecoverableError = jest.fn();
  setHydrating(true);
  const root = await act(async () => hydrateRoot(container, <Page store={store} serverState={serverState} i18n={i18n} />, { onRecoverableError }));
  setHydrating(false);
  expect(screen.getByText('0 answers')).toBeInTheDocument();
  await act(async () => {
    await store.dispatch(api.util.upsertQueryData('getTags', undefined as never, { data: [] } as never));
  });
  await act(async () => near());
  return { onRecoverableError, unmount: () => act(() => root.unmount()) };
}

describe('a section adopted after the revalidation', () => {
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        near = () => callback([{ isIntersecting: true }]);
      }
      observe = jest.fn();
      disconnect = jest.fn();
    };
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    document.body.innerHTML = '';
  });

  it('is adopted from the store as published, with no mismatch, then shows the newer answers', async () => {
    const { onRecoverableError, unmount } = await hydrateThenRevalidate(true);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByText('1 answers')).toBeInTheDocument();
    unmount();
  });

  it('without the published store to hydrate from, React finds the HTML out of date (why main.tsx passes it)', async () => {
    const { onRecoverableError, unmount } = await hydrateThenRevalidate(false);
    expect(onRecoverableError).toHaveBeenCalled();
    unmount();
  });
});
