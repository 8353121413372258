import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { renderWithProviders } from '@tests/utils/render';
import { Pager } from './Pager';

const hrefForPage = (page: number) => `/partners?page=${page}`;

function numberedLinks() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => /^Page \d+$/.test(link.getAttribute('aria-label') ?? ''));
}

/** The page the URL names, as a list screen reads it. */
function UrlPager({ pageCount }: { pageCount: number }) {
  const [params] = useSearchParams();
  return <Pager page={Number(params.get('page') ?? 1)} pageCount={pageCount} hrefForPage={hrefForPage} />;
}

/** A pager on page 1 of `pageCount`, at that page's URL, at the end of its list's section. */
async function renderOnPageOne(pageCount: number) {
  const { router } = await renderWithProviders(
    <section aria-label="Partners results">
      <UrlPager pageCount={pageCount} />
    </section>,
    { url: '/partners?page=1' },
  );
  return { router, results: screen.getByRole('region', { name: 'Partners results' }) };
}

describe('Pager', () => {
  it('is a navigation landmark with Previous, up to 5 numbered page links and Next', async () => {
    await renderWithProviders(<Pager page={10} pageCount={20} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Next' })).toBeInTheDocument();
    expect(numberedLinks().map((link) => link.textContent)).toEqual(['8', '9', '10', '11', '12']);
  });

  it('links every page to hrefForPage(page), Previous and Next included', async () => {
    await renderWithProviders(<Pager page={10} pageCount={20} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Page 8' })).toHaveAttribute('href', '/partners?page=8');
    expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/partners?page=12');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/partners?page=9');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/partners?page=11');
  });

  it('marks the current page with aria-current="page" and no other', async () => {
    await renderWithProviders(<Pager page={3} pageCount={20} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    const others = numberedLinks().filter((link) => link.getAttribute('aria-label') !== 'Page 3');
    others.forEach((link) => expect(link).not.toHaveAttribute('aria-current'));
  });

  it('disables Previous on the first page: not a followable link', async () => {
    await renderWithProviders(<Pager page={1} pageCount={20} hrefForPage={hrefForPage} />);
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    expect(numberedLinks().map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('disables Next on the last page', async () => {
    await renderWithProviders(<Pager page={20} pageCount={20} hrefForPage={hrefForPage} />);
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('href');
    expect(numberedLinks().map((link) => link.textContent)).toEqual(['16', '17', '18', '19', '20']);
  });

  it('renders nothing when there is only one page (or none)', async () => {
    const { rerender } = await renderWithProviders(<Pager page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(<Pager page={1} pageCount={0} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows every page when there are fewer than 5', async () => {
    await renderWithProviders(<Pager page={2} pageCount={3} hrefForPage={hrefForPage} />);
    expect(numberedLinks().map((link) => link.textContent)).toEqual(['1', '2', '3']);
  });

  it('says "Page n of total"', async () => {
    await renderWithProviders(<Pager page={4} pageCount={12} hrefForPage={hrefForPage} />);
    expect(screen.getByText('Page 4 of 12')).toBeInTheDocument();
  });

  it('navigates by URL and puts the keyboard at the start of the list, as its new page begins there', async () => {
    const { router, results } = await renderOnPageOne(20);
    const scrolled = jest.fn();
    results.scrollIntoView = scrolled;
    await userEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(router.state.location.search).toBe('?page=4');
    expect(results).toHaveFocus();
    // Once page 4 is the pager's (so the spot is recorded under page 4's history entry).
    expect(screen.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    // The router leaves the view at the list rather than at the top of the screen.
    expect(router.state.location.state).toEqual({ keepScroll: true });
  });

  it('clicking a disabled end goes nowhere and leaves the keyboard where it was', async () => {
    const { router, results } = await renderOnPageOne(5);
    const previous = screen.getByRole('link', { name: 'Previous' });
    await userEvent.click(previous);
    expect(router.state.location.search).toBe('?page=1');
    expect(results).not.toHaveFocus();
  });

  it('takes a custom accessible name', async () => {
    await renderWithProviders(<Pager page={1} pageCount={3} hrefForPage={hrefForPage} label="Offers pages" />);
    expect(screen.getByRole('navigation', { name: 'Offers pages' })).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await renderWithProviders(<Pager page={1} pageCount={3} hrefForPage={hrefForPage} />, { language: 'ar' });
    expect(screen.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'التالي' })).toBeInTheDocument();
  });
});
