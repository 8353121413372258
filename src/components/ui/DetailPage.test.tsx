import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiError } from '@/api';
import { renderWithProviders } from '@tests/utils/render';
import { DetailPage, type DetailPageProps, type DetailQuery } from './DetailPage';

const serverError: ApiError = { kind: 'status', status: 500, code: 'server_error' };
const missing: ApiError = { kind: 'status', status: 404, code: 'not_found' };

function page(query: DetailQuery<{ name: string }>, props: Partial<DetailPageProps<{ name: string }>> = {}) {
  return renderWithProviders(
    <DetailPage
      className="thing-page"
      query={query}
      back={{ to: '/things', label: 'Back to things' }}
      loading="Loading the thing"
      failure={{ title: 'Thing not found', message: 'It may have been removed.', wayOut: { to: '/things', label: 'All things' } }}
      {...props}
    >
      {(thing) => <h1>{thing.name}</h1>}
    </DetailPage>,
  );
}

const idle = { isLoading: false, isError: false, refetch: jest.fn() };

describe('DetailPage, the one frame of every record screen', () => {
  it('marks the page busy while the record loads, and not once it is shown', async () => {
    const { container, unmount } = await page({ ...idle, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the thing');
    expect(container.querySelector('.thing-page')).toHaveAttribute('aria-busy', 'true');
    unmount();

    const shown = await page({ ...idle, data: { name: 'The thing' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The thing' })).toBeInTheDocument();
    expect(shown.container.querySelector('.thing-page')).not.toHaveAttribute('aria-busy');
  });

  it('offers a Retry that asks again for a failure that may mend, and none for a missing record', async () => {
    const refetch = jest.fn();
    const { unmount } = await page({ ...idle, isError: true, error: serverError, refetch });
    // The box stands where the record's name would: it is the page's one main heading.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();

    await page({ ...idle, isError: true, error: missing });
    expect(screen.getByRole('heading', { level: 1, name: 'Thing not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('stands the Back above only the states it names, and a screen may bring its own skeleton and failure box', async () => {
    const own = { back: { to: '/things', label: 'Back to things', shownIn: ['record'] as const }, loading: { skeleton: <p role="status">Own skeleton</p> } };
    const { unmount } = await page({ ...idle, isLoading: true }, own);
    expect(screen.getByRole('status')).toHaveTextContent('Own skeleton');
    expect(screen.queryByRole('link', { name: 'Back to things' })).not.toBeInTheDocument();
    unmount();

    await page({ ...idle, isError: true, error: missing }, { ...own, failure: { box: <p>Own failure</p> } });
    expect(screen.getByText('Own failure')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to things' })).not.toBeInTheDocument();
  });

  it('stands the Back above every state by default', async () => {
    await page({ ...idle, isLoading: true });
    expect(screen.getByRole('link', { name: 'Back to things' })).toHaveAttribute('href', '/things');
  });
});
