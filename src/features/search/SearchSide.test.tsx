import { Profiler, useEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';
import { SearchSide, type SideQuery } from './SearchSide';

interface Item {
  id: number;
  name: string;
}

const answer = { results: [{ id: 1, name: 'Omantel' }, { id: 2, name: 'Ooredoo' }], count: 2 };

/** A companies side showing `query`. */
function CompaniesSide({ query }: { query: SideQuery<Item> }) {
  return (
    <SearchSide
      id="search-companies"
      title="Companies"
      query={query}
      countText="2 companies"
      failedText="Companies could not be searched."
      noneText="No companies match."
      viewAllHref="/partners?q=tel"
      viewAllText="View all"
      skeleton="company"
      renderItem={(item) => <article>{item.name}</article>}
    />
  );
}

describe('a side of the search', () => {
  it("draws its cards in a render after the answer's, its skeletons kept for that render", async () => {
    // What each commit put on screen: skeletons, cards, or neither.
    const commits: string[] = [];
    const drawn = () => {
      const cards = document.querySelectorAll('.search-page__list li').length;
      const skeletons = document.querySelectorAll('.card-skeleton').length;
      commits.push(cards > 0 ? `${cards} cards` : skeletons > 0 ? 'skeletons' : 'nothing');
    };
    let answerArrives: () => void = () => undefined;
    function Harness() {
      const [query, setQuery] = useState<SideQuery<Item>>({ isFetching: true });
      useEffect(() => {
        answerArrives = () => setQuery({ isFetching: false, data: answer });
      }, []);
      return (
        <Profiler id="side" onRender={drawn}>
          <CompaniesSide query={query} />
        </Profiler>
      );
    }
    await renderWithProviders(<Harness />);
    commits.length = 0;

    await act(async () => answerArrives());

    expect(commits).toEqual(['skeletons', '2 cards']);
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByText('Ooredoo')).toBeInTheDocument();
  });

  it('shows a cached answer at once', async () => {
    await renderWithProviders(<CompaniesSide query={{ isFetching: false, data: answer }} />);
    expect(screen.getByText('Omantel')).toBeInTheDocument();
    expect(document.querySelector('.card-skeleton')).toBeNull();
  });
});
