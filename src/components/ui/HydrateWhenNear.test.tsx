import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { setHydrating } from '@/lib/hydration';
import { HydrateWhenNear } from './HydrateWhenNear';

const mounted = jest.fn();

/** A section with a handler and an effect: both exist only once React has adopted it. */
function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => mounted(), []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Pressed ${count} times`}
    </button>
  );
}

/** The page around it, as home's: a header above, and the section's children fixed (memoised). */
const Section = memo(function Section() {
  return (
    <HydrateWhenNear className="below">
      <Counter />
    </HydrateWhenNear>
  );
});

/** Where the page's address says it is, read above the section and in it. */
function Place() {
  return <p>{`At ${useLocation().hash || 'the top'}`}</p>;
}

const SectionWithPlace = memo(function SectionWithPlace() {
  return (
    <HydrateWhenNear>
      <Place />
    </HydrateWhenNear>
  );
});

function Page({ heading }: { heading: string }) {
  return (
    <MemoryRouter>
      <main>
        <h1>{heading}</h1>
        <Link to="#news">To the news</Link>
        <Place />
        <Section />
        <SectionWithPlace />
      </main>
    </MemoryRouter>
  );
}

type Observed = (entries: { isIntersecting: boolean }[]) => void;
/** Every section's observer: the viewport reaches them all at once here. */
let observers: Observed[] = [];
const observed: Observed = (entries) => observers.forEach((callback) => callback(entries));
const disconnect = jest.fn();
const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

/** The published HTML of <Page />, hydrated as src/main.tsx does (the flag held while hydrating). */
async function hydratePage(onRecoverableError: (error: unknown) => void): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page heading="Home" />);
  setHydrating(true);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page heading="Home" />, { onRecoverableError });
  });
  setHydrating(false);
  return { container, root: root as Root };
}

describe('HydrateWhenNear', () => {
  beforeEach(() => {
    mounted.mockClear();
    disconnect.mockClear();
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Observed) {
        observers.push(callback);
      }
      observe = jest.fn();
      disconnect = disconnect;
    };
  });
  afterEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    setHydrating(false);
    document.body.innerHTML = '';
  });

  it('is drawn whole by the publish', () => {
    const html = renderToString(<Page heading="Home" />);
    expect(html).toContain('Pressed 0 times');
    expect(html).toContain('class="below"');
  });

  it('keeps the published HTML, unadopted, until the section comes near; then adopts the same nodes', async () => {
    const onRecoverableError = jest.fn();
    const { container, root } = await hydratePage(onRecoverableError);
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    // Shown, but not yet React's: no effect ran.
    expect(mounted).not.toHaveBeenCalled();

    // The page above may draw again meanwhile: the waiting section keeps its HTML.
    await act(async () => root.render(<Page heading="Home, again" />));
    expect(screen.getByRole('heading', { name: 'Home, again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);

    await act(async () => observed([{ isIntersecting: false }]));
    expect(mounted).not.toHaveBeenCalled();
    await act(async () => observed([{ isIntersecting: true }]));
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(button);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(button);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('is adopted as soon as focus moves into it, before the viewport reaches it', async () => {
    const onRecoverableError = jest.fn();
    const { root } = await hydratePage(onRecoverableError);
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    await act(async () => button.focus());
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(button);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('is adopted by a touch on it, and the tap that follows counts', async () => {
    const onRecoverableError = jest.fn();
    const { root } = await hydratePage(onRecoverableError);
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    // The click straight after the touch, with no pause for React to catch up between them.
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(button);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('is adopted by a click that comes with no touch and no focus (assistive technology), and the click counts', async () => {
    const onRecoverableError = jest.fn();
    const { root } = await hydratePage(onRecoverableError);
    const button = screen.getByRole('button', { name: 'Pressed 0 times' });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBe(button);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('a new address reaches the page at once, a waiting section included (it is adopted for it)', async () => {
    const onRecoverableError = jest.fn();
    const { root } = await hydratePage(onRecoverableError);
    expect(screen.getAllByText('At the top')).toHaveLength(2);
    // Left waiting, the section held the navigation back: the page above still read "At the top".
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'To the news' })));
    expect(screen.getAllByText('At #news')).toHaveLength(2);
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('new children (newer data drawn by the page above) are adopted at once, never dropped to a blank', async () => {
    function Named({ name }: { name: string }) {
      return (
        <MemoryRouter>
          <HydrateWhenNear>
            <p>{name}</p>
          </HydrateWhenNear>
        </MemoryRouter>
      );
    }
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Named name="Al Zahra" />);
    const published = screen.getByText('Al Zahra');
    const onRecoverableError = jest.fn();
    setHydrating(true);
    const root = await act(async () => hydrateRoot(container, <Named name="Al Zahra" />, { onRecoverableError }));
    setHydrating(false);
    // Outside a transition, as a store's update is drawn. Left waiting, React drew the section
    // afresh: blank (its fallback) until the viewport came, with a recoverable error.
    act(() => root.render(<Named name="Al Zahra Telecom" />));
    expect(screen.getByText('Al Zahra Telecom')).toBe(published);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('with no box of its own (layout contents), waits for its own elements to come near; with none, for nothing', async () => {
    const observe = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Observed) {
        observers.push(callback);
      }
      observe = observe;
      disconnect = disconnect;
    };
    const Parts = memo(function Parts({ empty }: { empty: boolean }) {
      return (
        <MemoryRouter>
          <HydrateWhenNear layout="contents">
            {empty ? null : (
              <>
                <Counter />
                <p>Below the counter</p>
              </>
            )}
          </HydrateWhenNear>
        </MemoryRouter>
      );
    });
    for (const empty of [false, true]) {
      mounted.mockClear();
      observe.mockClear();
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(<Parts empty={empty} />);
      setHydrating(true);
      const root = await act(async () => hydrateRoot(container, <Parts empty={empty} />, { onRecoverableError: (error) => { throw error; } }));
      setHydrating(false);
      expect((container.firstElementChild as HTMLElement).style.display).toBe('contents');
      if (empty) {
        expect(observe).not.toHaveBeenCalled();
      } else {
        expect(observe.mock.calls.map(([element]) => (element as Element).tagName)).toEqual(['BUTTON', 'P']);
        expect(mounted).not.toHaveBeenCalled();
        await act(async () => observed([{ isIntersecting: true }]));
        expect(mounted).toHaveBeenCalledTimes(1);
      }
      act(() => root.unmount());
      container.remove();
    }
  });

  it('renders at once on a mount in the browser (a visit by the app, not a published page)', () => {
    render(<Page heading="Home" />);
    expect(mounted).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
  });

  it('is adopted at once where IntersectionObserver does not exist', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const onRecoverableError = jest.fn();
    const { root } = await hydratePage(onRecoverableError);
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});
