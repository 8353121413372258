import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setHydrating, useDrawnOnServer, useTakenOver } from './hydration';

const drawn = jest.fn();
function Probe() {
  drawn();
  const drawnOnServer = useDrawnOnServer();
  const takenOver = useTakenOver();
  return <p>{`drawn on server: ${drawnOnServer}; taken over: ${takenOver}`}</p>;
}

/** The server's HTML of <Probe />, hydrated as src/main.tsx does (the flag set before, cleared after). */
async function hydrateProbe(): Promise<{ container: HTMLElement; root: Root }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Probe />);
  drawn.mockClear();
  setHydrating(true);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => { throw error; } });
  });
  setHydrating(false);
  return { container, root: root as Root };
}

describe('drawn on the server, and taken over', () => {
  afterEach(() => setHydrating(false));

  it('the server draws the page as not yet taken over', () => {
    expect(renderToString(<Probe />)).toBe('<p>drawn on server: true; taken over: false</p>');
  });

  it('hydration adopts that HTML, then takes over in one more draw, with nothing drawn again for the hydration itself', async () => {
    const { container, root } = await hydrateProbe();
    expect(container.textContent).toBe('drawn on server: true; taken over: true');
    // The hydration, then the take-over. Before, a third: React drew every reader of the flag again
    // at once when the browser's snapshot (false) differed from the server's.
    expect(drawn).toHaveBeenCalledTimes(2);
    act(() => root.unmount());
    container.remove();
  });

  it('a mount in the browser is taken over from its first draw', () => {
    drawn.mockClear();
    render(<Probe />);
    expect(screen.getByText('drawn on server: false; taken over: true')).toBeInTheDocument();
    expect(drawn).toHaveBeenCalledTimes(1);
  });
});
