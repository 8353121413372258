import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ad } from '@/api';
import { makeAd } from '@tests/utils/fixtures';
import { apiUrl, envelope, errorBody, http, HttpResponse, page, server } from '@tests/utils/msw';
import { renderWithProviders } from '@tests/utils/render';
import { FeaturedCarousel } from './FeaturedCarousel';

const slides = (n: number): Ad[] => Array.from({ length: n }, (_, i) => makeAd({ id: i + 1, title: `Slide ${i + 1}`, en_title: `Slide ${i + 1}`, ad_type: 'Level 1' }));

function serveSlides(ads: Ad[]) {
  const limits: string[] = [];
  server.use(
    http.get(apiUrl('/ads/get_all_active_ads_by_type/1'), ({ request }) => {
      limits.push(new URL(request.url).searchParams.get('l') ?? '');
      return envelope(page(ads));
    }),
  );
  return limits;
}

async function renderCarousel(ads: Ad[], language: 'en' | 'ar' = 'en') {
  const limits = serveSlides(ads);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const result = await renderWithProviders(<FeaturedCarousel />, { language });
  await screen.findByRole('heading', { name: 'Slide 1' });
  return { ...result, user, limits };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const currentTitle = () => screen.getByRole('heading', { level: 3 }).textContent;
/** The slide shown once `ms` more have passed. */
const titleAfter = (ms: number) => {
  advance(ms);
  return currentTitle();
};
/** Clicks a control and moves the mouse away again: a resting mouse holds the carousel still on its own. */
async function press(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = screen.getByRole('button', { name });
  await user.click(button);
  await user.unhover(button);
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

describe('Featured Advertisements carousel', () => {
  it('asks for at most 10 level 1 ads and shows the counter', async () => {
    const { limits } = await renderCarousel(slides(3));
    expect(limits).toEqual(['10']);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Featured Advertisements' })).toBeInTheDocument();
  });

  it('shows no more than 10 slides even when the server sends more', async () => {
    await renderCarousel(slides(12));
    expect(screen.getByText('1 / 10')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(10);
  });

  it('auto-advances every 5 seconds and wraps around after the last slide', async () => {
    await renderCarousel(slides(3));
    expect(titleAfter(4999)).toBe('Slide 1');
    expect(titleAfter(1)).toBe('Slide 2');
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(titleAfter(5000)).toBe('Slide 3');
    expect(titleAfter(5000)).toBe('Slide 1');
  });

  it('turns only while some of it is on screen, and starts its 5 seconds when it comes into view', async () => {
    // The browser's IntersectionObserver, told by the test when the carousel is on screen.
    const observers: { element?: Element; report: (on: boolean) => void }[] = [];
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly watcher: { element?: Element; report: (on: boolean) => void };
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        this.watcher = { report: (on) => callback([{ isIntersecting: on }]) };
        observers.push(this.watcher);
      }
      observe(element: Element) {
        this.watcher.element = element;
      }
      disconnect() {
        observers.splice(observers.indexOf(this.watcher), 1);
      }
    };
    try {
      await renderCarousel(slides(3));
      const [watch] = observers;
      expect(watch?.element).toHaveClass('carousel__viewport');
      // Below the first screen, as on home: it holds still however long the visitor stays up there.
      expect(titleAfter(20_000)).toBe('Slide 1');
      act(() => watch?.report(true));
      expect(titleAfter(4999)).toBe('Slide 1');
      expect(titleAfter(1)).toBe('Slide 2');
      act(() => watch?.report(false));
      expect(titleAfter(20_000)).toBe('Slide 2');
      act(() => watch?.report(true));
      expect(titleAfter(5000)).toBe('Slide 3');
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  it('next pauses autoplay for 10 seconds, then the 5 second rhythm resumes', async () => {
    const { user } = await renderCarousel(slides(4));
    advance(2000);
    await press(user, 'Next slide');
    expect(currentTitle()).toBe('Slide 2');
    expect(titleAfter(14_999)).toBe('Slide 2');
    expect(titleAfter(1)).toBe('Slide 3');
    expect(titleAfter(5000)).toBe('Slide 4');
  });

  it('previous wraps from the first slide to the last', async () => {
    const { user } = await renderCarousel(slides(3));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentTitle()).toBe('Slide 3');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
  });

  it('a dot jumps to its slide, marks itself current and pauses autoplay', async () => {
    const { user } = await renderCarousel(slides(4));
    await press(user, 'Go to slide 3');
    expect(currentTitle()).toBe('Slide 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    expect(titleAfter(10_000)).toBe('Slide 3');
    expect(titleAfter(5000)).toBe('Slide 4');
  });

  it('holds still while the mouse rests on it', async () => {
    const { user } = await renderCarousel(slides(3));
    await user.hover(screen.getByRole('heading', { name: 'Slide 1' }));
    expect(titleAfter(20_000)).toBe('Slide 1');
    await user.unhover(screen.getByRole('heading', { name: 'Slide 1' }));
    expect(titleAfter(5000)).toBe('Slide 2');
  });

  it('has no controls and never moves with a single slide', async () => {
    await renderCarousel(slides(1));
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByText('1 / 1')).not.toBeInTheDocument();
    expect(titleAfter(30_000)).toBe('Slide 1');
  });

  it('does not auto-advance for visitors who prefer reduced motion', async () => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    const { user } = await renderCarousel(slides(3));
    expect(titleAfter(30_000)).toBe('Slide 1');
    // The controls still work.
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentTitle()).toBe('Slide 2');
  });

  it('has a Pause button that stops autoplay until Play is pressed (WCAG 2.2.2)', async () => {
    const { user } = await renderCarousel(slides(3));
    await press(user, 'Pause slides');
    expect(titleAfter(60_000)).toBe('Slide 1');
    // The same button now starts it again; the controls still move it meanwhile.
    await press(user, 'Next slide');
    expect(titleAfter(60_000)).toBe('Slide 2');
    await press(user, 'Play slides');
    expect(titleAfter(5000)).toBe('Slide 3');
    expect(screen.getByRole('button', { name: 'Pause slides' })).toBeInTheDocument();
  });

  it('speaks its Pause and Play in Arabic', async () => {
    const { user } = await renderCarousel(slides(3), 'ar');
    await press(user, 'أوقف الشرائح مؤقتًا');
    expect(screen.getByRole('button', { name: 'شغّل الشرائح' })).toBeInTheDocument();
  });

  it("holds still while the keyboard is on a slide's link, so the link is never taken from under it", async () => {
    const { user } = await renderCarousel(slides(3));
    await user.tab();
    const link = screen.getByRole('link', { name: /Slide 1/ });
    expect(link).toHaveFocus();
    expect(titleAfter(30_000)).toBe('Slide 1');
    expect(link).toHaveFocus();
    // Leaving it lets the slides move on.
    await user.tab();
    expect(titleAfter(5000)).toBe('Slide 2');
  });

  it("the arrow keys on a slide's link move to the next slide's link, keeping the keyboard", async () => {
    const { user } = await renderCarousel(slides(3));
    await user.tab();
    expect(screen.getByRole('link', { name: /Slide 1/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentTitle()).toBe('Slide 2');
    expect(screen.getByRole('link', { name: /Slide 2/ })).toHaveFocus();
  });

  // Each press is followed by the slide it should show.
  it.each([
    {
      name: 'is keyboard operable: ArrowRight goes forward and ArrowLeft back',
      language: 'en',
      nextButton: 'Next slide',
      presses: [
        ['{ArrowRight}', 'Slide 2'],
        ['{ArrowLeft}{ArrowLeft}', 'Slide 3'],
      ],
    },
    {
      name: 'flips the arrow keys in Arabic: ArrowLeft is "next" when reading right to left',
      language: 'ar',
      nextButton: 'الشريحة التالية',
      presses: [
        ['{ArrowLeft}', 'Slide 2'],
        ['{ArrowRight}', 'Slide 1'],
      ],
    },
  ] as const)('$name', async ({ language, nextButton, presses }) => {
    const { user } = await renderCarousel(slides(3), language);
    screen.getByRole('button', { name: nextButton }).focus();
    for (const [keys, title] of presses) {
      await user.keyboard(keys);
      expect(currentTitle()).toBe(title);
    }
  });

  it('links a slide to its external site (new tab) or else to its ad page', async () => {
    await renderCarousel([
      makeAd({ id: 1, en_title: 'Slide 1', external_link: 'alnoor.om' }),
      makeAd({ id: 2, en_title: 'Slide 2', external_link: 'javascript:alert(1)' }),
    ]);
    // Each button names its ad (out of context, "Learn More" says nothing), its visible label first.
    const visit = screen.getByRole('link', { name: /^Visit Website ?: Slide 1 \(opens in a new tab\)$/ });
    expect(visit).toHaveTextContent(/^Visit Website/);
    expect(visit).toHaveAttribute('href', 'http://alnoor.om/');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    advance(5000);
    const learnMore = screen.getByRole('link', { name: /^Learn More ?: Slide 2$/ });
    expect(learnMore).toHaveAttribute('href', '/ads/2');
    expect(learnMore).toHaveTextContent(/^Learn More/);
  });

  it('says the server configuration blocked it on a network or CORS failure, and Retry refetches', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/ads/get_all_active_ads_by_type/1'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : envelope(page(slides(2)));
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderWithProviders(<FeaturedCarousel />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeInTheDocument();
    expect(
      within(alert).getByText('Unable to load advertisements due to server configuration. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Slide 1' })).toBeInTheDocument();
  });

  it("shows the error's own message for other failures", async () => {
    server.use(http.get(apiUrl('/ads/get_all_active_ads_by_type/1'), () => errorBody(500, 'Ads are resting')));
    await renderWithProviders(<FeaturedCarousel />);
    expect(await screen.findByText('Ads are resting')).toBeInTheDocument();
  });
});
