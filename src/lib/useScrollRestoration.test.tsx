import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { keepScroll, useScrollRestoration } from './useScrollRestoration';

let navigate: NavigateFunction;
const follow = (latest: NavigateFunction) => {
  navigate = latest;
};
function Page() {
  useScrollRestoration();
  const latest = useNavigate();
  useLayoutEffect(() => follow(latest));
  return null;
}

/** The visitor scrolls to `y`: the browser moves and fires a scroll event. */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

const scrollTo = window.scrollTo as jest.Mock;

describe('useScrollRestoration', () => {
  beforeEach(() => {
    scrollTo.mockClear();
    window.sessionStorage.clear();
    render(
      <MemoryRouter initialEntries={['/partners']}>
        <Page />
      </MemoryRouter>,
    );
  });

  it('leaves the first page where the browser put it, and starts a new page at its top', async () => {
    expect(scrollTo).not.toHaveBeenCalled();
    scrollBy(800);
    await act(() => navigate('/partners/1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the position for a move the visitor made from the controls (a filter, a page)', async () => {
    scrollBy(640);
    await act(() => navigate('/partners?category=4', { state: keepScroll }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('Back returns to where the visitor was on that page, and Forward to where they were on the next', async () => {
    scrollBy(1200);
    await act(() => navigate('/partners/7'));
    scrollBy(300);
    await act(() => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    await act(() => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });

  it('keeps the positions for the tab when the page hides (a reload comes back to them)', async () => {
    scrollBy(900);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(window.sessionStorage.getItem('dalil-scroll-positions') ?? '{}'))).toEqual([900]);
  });

  describe('a screen that comes back shorter than it was', () => {
    /** The browser: scrollTo stops at the page's current end. */
    let pageEnd = 0;
    beforeEach(() => {
      scrollTo.mockImplementation((_x: number, y: number) => scrollBy(Math.min(y, pageEnd)));
    });
    afterEach(() => scrollTo.mockReset());

    it('Back keeps trying each frame until the screen has grown to the position', async () => {
      pageEnd = 5000;
      scrollBy(1200);
      await act(() => navigate('/partners/7'));
      pageEnd = 300; // the list draws its skeletons first
      await act(() => navigate(-1));
      expect(window.scrollY).toBe(300);
      pageEnd = 5000; // then its cards
      await waitFor(() => expect(window.scrollY).toBe(1200));
    });

    it('stops trying as soon as the visitor scrolls', async () => {
      pageEnd = 5000;
      scrollBy(1200);
      await act(() => navigate('/partners/7'));
      pageEnd = 300;
      await act(() => navigate(-1));
      window.dispatchEvent(new Event('wheel'));
      pageEnd = 5000;
      // The restoring loop runs once a frame: two frames on, it would have scrolled had it not stopped.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(window.scrollY).toBe(300);
    });
  });
});
