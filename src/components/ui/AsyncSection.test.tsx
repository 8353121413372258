import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { AsyncSection, behindClass, type AsyncQuery } from './AsyncSection';

type Names = string[];

function Section({ query, networkMessage }: { query: AsyncQuery<Names>; networkMessage?: string }) {
  return (
    <AsyncSection
      query={query}
      loading={<p>Skeletons</p>}
      networkMessage={networkMessage}
      isEmpty={(names) => names.length === 0}
      empty={<a href="/all">Show everything</a>}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </AsyncSection>
  );
}

const query = (state: Partial<AsyncQuery<Names>>): AsyncQuery<Names> => ({ isLoading: false, refetch: jest.fn(), ...state });

describe('AsyncSection: loading → error → empty → data, in that order', () => {
  it('shows the skeletons while loading, even when an old error is still there (Retry)', async () => {
    await renderWithProviders(<Section query={query({ isLoading: true, error: 'boom' })} />);
    expect(screen.getByText('Skeletons')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error box with the message, and Retry refetches', async () => {
    const refetch = jest.fn();
    const error = { kind: 'status', status: 503, code: 'http_503' };
    await renderWithProviders(<Section query={query({ error, data: ['stale'], refetch })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed with status code 503');
    expect(screen.queryByText('stale')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("says a network failure in the list's own sentence where it has one, else in the box's words", async () => {
    const error = { kind: 'network', status: 0, code: 'network_error' };
    const { rerender } = await renderWithProviders(<Section query={query({ error })} networkMessage="Unable to load names." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load names.');
    rerender(<Section query={query({ error: { kind: 'status', status: 500, code: 'http_500' } })} networkMessage="Unable to load names." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Request failed with status code 500');
    rerender(<Section query={query({ error })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
  });

  it('shows the empty state with its way out when the answer has nothing', async () => {
    await renderWithProviders(<Section query={query({ data: [] })} />);
    expect(screen.getByRole('link', { name: 'Show everything' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the data once it has some', async () => {
    await renderWithProviders(<Section query={query({ data: ['Al Khaleej', 'Bait Al Luban'] })} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Al Khaleej', 'Bait Al Luban']);
  });

  it('keeps waiting (skeletons) when there is neither an answer nor an error yet', async () => {
    await renderWithProviders(<Section query={query({})} />);
    expect(screen.getByText('Skeletons')).toBeInTheDocument();
  });

  it('shows a quiet note instead of the error box where the section asks for one', async () => {
    await renderWithProviders(
      <AsyncSection
        query={query({ error: 'boom' })}
        loading={<p>Skeletons</p>}
        failed={<p>The map could not load.</p>}
        isEmpty={(names: Names) => names.length === 0}
        empty={null}
      >
        {() => null}
      </AsyncSection>,
    );
    expect(screen.getByText('The map could not load.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the older page, behind, while the next one loads (no skeletons), and an error of the next page wins', async () => {
    const seen: [string, boolean][] = [];
    const Probe = ({ state }: { state: Partial<AsyncQuery<Names>> }) => (
      <AsyncSection query={query(state)} loading={<p>Skeletons</p>} isEmpty={() => false} empty={null}>
        {(shown, behind) => {
          seen.push([shown.join(), behind]);
          return <ul className={behindClass('names', behind)}><li>{shown.join()}</li></ul>;
        }}
      </AsyncSection>
    );
    const { rerender } = await renderWithProviders(<Probe state={{ data: ['page 1'], currentData: ['page 1'], isFetching: false }} />);
    expect(screen.getByRole('list')).not.toHaveClass('list-behind');
    // Page 2 asked for: RTK Query keeps page 1 as data, with no currentData yet.
    rerender(<Probe state={{ data: ['page 1'], currentData: undefined, isFetching: true }} />);
    expect(screen.queryByText('Skeletons')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveClass('names list-behind');
    expect(seen.at(-1)).toEqual(['page 1', true]);
    rerender(<Probe state={{ data: ['page 2'], currentData: ['page 2'], isFetching: false }} />);
    expect(await screen.findByText('page 2')).toBeInTheDocument();
    expect(screen.getByRole('list')).not.toHaveClass('list-behind');
    // The next page failed: the error box, not the older page (isError says so, whatever data holds).
    rerender(<Probe state={{ data: ['page 2'], isFetching: false, isError: true, error: { kind: 'network', status: 0, code: 'network_error' } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    // Asked again: isError is false while it is, so the older page shows, behind, instead of the old error.
    rerender(<Probe state={{ data: ['page 2'], isFetching: true, isError: false, error: { kind: 'network', status: 0, code: 'network_error' } }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveClass('list-behind');
  });

  it('tells its view when it still shows the previous answer, and when it has caught up', async () => {
    const seen: [string, boolean][] = [];
    const Probe = ({ names }: { names: Names }) => (
      <AsyncSection query={query({ data: names })} loading={null} isEmpty={() => false} empty={null}>
        {(shown, behind) => {
          seen.push([shown.join(), behind]);
          return <p aria-busy={behind}>{shown.join()}</p>;
        }}
      </AsyncSection>
    );
    const { rerender } = render(<Probe names={['page 1']} />);
    expect(seen).toEqual([['page 1', false]]);
    rerender(<Probe names={['page 2']} />);
    // The urgent render keeps page 1 (marked behind); the background render brings page 2.
    expect(seen).toContainEqual(['page 1', true]);
    expect(seen.at(-1)).toEqual(['page 2', false]);
    expect(await screen.findByText('page 2')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('AsyncSection without an isEmpty of its own', () => {
  function Page<T>({ data }: { data: T }) {
    return (
      <AsyncSection query={{ data, isLoading: false, refetch: jest.fn() }} loading={<p>Skeletons</p>} empty={<p>Nothing here</p>}>
        {() => <p>The answer</p>}
      </AsyncSection>
    );
  }

  it.each([
    ['a page of the API with no results', { results: [], count: 0 }],
    ['an empty list', []],
  ])('shows the empty state for %s', async (_label, data) => {
    await renderWithProviders(<Page data={data} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    expect(screen.queryByText('The answer')).not.toBeInTheDocument();
  });

  it.each([
    ['a page with results', { results: [{ id: 1 }], count: 1 }],
    ['a list with items', [1]],
    ['a single record', { id: 7, name: 'Al Noor' }],
  ])('shows the data for %s', async (_label, data) => {
    await renderWithProviders(<Page data={data} />);
    expect(screen.getByText('The answer')).toBeInTheDocument();
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
  });
});

describe('AsyncSection: a page whose every record broke the contract (issue 34)', () => {
  type Page = { results: string[]; count: number; rejected?: number } | null;
  const PageSection = ({ data, refetch = jest.fn() }: { data: Page; refetch?: () => void }) => (
    <AsyncSection
      query={{ data, isLoading: false, refetch }}
      loading={<p>Skeletons</p>}
     
      isEmpty={(page) => !page || page.results.length === 0}
      empty={<p>Nothing here</p>}
      notShownTitle="The partners could not be shown"
    >
      {(page) => <p>{page?.results.join(', ')}</p>}
    </AsyncSection>
  );

  it('says they could not be shown, with a Retry, instead of the empty state', async () => {
    const refetch = jest.fn();
    await renderWithProviders(<PageSection data={{ results: [], count: 20, rejected: 20 }} refetch={refetch} />);
    expect(screen.getByRole('heading', { name: 'The partners could not be shown' })).toBeInTheDocument();
    expect(screen.queryByText('Nothing here')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the empty state for an empty page, and for no page at all', async () => {
    const { rerender } = await renderWithProviders(<PageSection data={{ results: [], count: 0 }} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    rerender(<PageSection data={null} />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
