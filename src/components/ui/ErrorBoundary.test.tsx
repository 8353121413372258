import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { silenceConsoleErrors } from '@tests/utils/console';
import { renderWithProviders } from '@tests/utils/render';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>Section content</p>;
}

describe('ErrorBoundary', () => {
  silenceConsoleErrors();
  beforeEach(() => {
    broken = true;
  });

  it('shows the error box in place of a crashed part; the rest of the page stands', async () => {
    await renderWithProviders(
      <main>
        <h1>Page title</h1>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
        <p>Next section</p>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByRole('heading', { level: 1, name: 'Page title' })).toBeInTheDocument();
    expect(screen.getByText('Next section')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('Retry renders the part again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    await screen.findByRole('alert');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Section content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses a caller fallback when given one', async () => {
    await renderWithProviders(
      <ErrorBoundary fallback={() => <p>Quiet note</p>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Quiet note')).toBeInTheDocument();
  });
});
