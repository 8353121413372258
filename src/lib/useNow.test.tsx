import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { setRenderClock, useNow } from './useNow';

function Clock() {
  return <p>{useNow().toISOString()}</p>;
}

const PUBLISHED = Date.parse('2026-11-27T06:00:20Z');
const OPENED = Date.parse('2026-11-27T06:42:05Z');

describe('useNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: OPENED }));
  afterEach(() => {
    setRenderClock(null);
    jest.useRealTimers();
  });

  it('hydrates a published page at the minute it was drawn, then shows the live minute', async () => {
    setRenderClock(PUBLISHED);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Clock />);
    document.body.append(container);
    expect(container.textContent).toBe('2026-11-27T06:00:00.000Z');
    const onRecoverableError = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Clock />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('2026-11-27T06:42:00.000Z');
    act(() => root?.unmount());
    container.remove();
  });

  it('draws the live minute at once on a mount after hydration, and turns with the minute', () => {
    setRenderClock(PUBLISHED);
    setRenderClock(null);
    render(<Clock />);
    expect(screen.getByText('2026-11-27T06:42:00.000Z')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(55_000));
    expect(screen.getByText('2026-11-27T06:43:00.000Z')).toBeInTheDocument();
  });
});
