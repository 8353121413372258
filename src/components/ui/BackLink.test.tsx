import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderRoute } from '@tests/utils/render';
import { BackLink } from './BackLink';

// Stand-ins for the screens around a partner's page: the list it names, the partner page itself
// (whose products pager adds entries of its own) and an offer that links to its company.
const routes = [
  {
    path: '/partners',
    element: (
      <>
        <h1>Partners list</h1>
        <Link to="/partners/1">Oasis Café</Link>
      </>
    ),
  },
  {
    path: '/partners/:id',
    element: (
      <>
        <BackLink to="/partners" className="back">
          Back to Partners
        </BackLink>
        <h1>Oasis Café</h1>
        <Link to="?products_page=2">Page 2</Link>
        <Link to="?products_page=3">Page 3</Link>
      </>
    ),
  },
  {
    path: '/offers/:id',
    element: (
      <>
        <h1>Free coffee</h1>
        <Link to="/partners/1">By Oasis Café</Link>
      </>
    ),
  },
  {
    path: '/products',
    element: (
      <>
        <h1>Products list</h1>
        <Link to="/products/7">Date syrup</Link>
      </>
    ),
  },
  {
    // A product's plain "Back": whichever screen came before, else its company.
    path: '/products/:id',
    element: (
      <>
        <BackLink to="/partners/1" className="back" toAnyScreen>
          Back
        </BackLink>
        <h1>Date syrup</h1>
      </>
    ),
  },
];

async function open(url: string) {
  const user = userEvent.setup();
  const { router } = await renderRoute(url, { routes });
  const at = () => router.state.location.pathname + router.state.location.search;
  return { user, router, at };
}

/** Short of the test's own time limit, so a wrong landing fails with where it landed. */
const settlesAt = (at: () => string, url: string) => waitFor(() => expect(at()).toBe(url));

describe('BackLink', () => {
  // Each journey: where it starts, the links followed, the Back clicked, where it lands; a return
  // goes back in history (POP, not a new entry on top), so the screen's scroll position comes back.
  it.each([
    { why: 'returns to the list the visitor came from, with its page and filters', start: '/partners?filter=locally_made&page=2', follow: ['Oasis Café'], back: 'Back to Partners', lands: '/partners?filter=locally_made&page=2', returns: true },
    { why: "returns to the list past the partner page's own entries (its products pages)", start: '/partners?page=4', follow: ['Oasis Café', 'Page 2', 'Page 3'], back: 'Back to Partners', lands: '/partners?page=4', returns: true },
    { why: 'goes to the list when the visitor came from another screen (an offer’s company link)', start: '/offers/5', follow: ['By Oasis Café'], back: 'Back to Partners', lands: '/partners', returns: false },
    { why: 'goes to the list from an offer even after paging the partner’s products', start: '/offers/5', follow: ['By Oasis Café', 'Page 2'], back: 'Back to Partners', lands: '/partners', returns: false },
    { why: 'a plain Back (toAnyScreen) returns to whichever screen came before, with its page', start: '/products?page=3', follow: ['Date syrup'], back: 'Back', lands: '/products?page=3', returns: true },
    { why: 'a plain Back opened directly goes to its own `to`', start: '/products/7', follow: [], back: 'Back', lands: '/partners/1', returns: false },
  ])('$why', async ({ start, follow, back, lands, returns }) => {
    const { user, router, at } = await open(start);
    for (const name of follow) await user.click(await screen.findByRole('link', { name }));
    await user.click(await screen.findByRole('link', { name: back }));
    await settlesAt(at, lands);
    expect(router.state.historyAction === 'POP').toBe(returns);
  });

  it('goes to the list when the page was opened directly, and is an ordinary link to it', async () => {
    const { user, at } = await open('/partners/1?products_page=2');
    const back = screen.getByRole('link', { name: 'Back to Partners' });
    expect(back).toHaveAttribute('href', '/partners');
    await user.click(back);
    await settlesAt(at, '/partners');
  });
});
