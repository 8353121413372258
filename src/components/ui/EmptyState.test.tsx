import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyResults, EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a title heading, a message and a way out', async () => {
    const onClear = jest.fn();
    render(
      <EmptyState
        title="No Partners Found"
        message="Try another search or clear the filters."
        action={<button onClick={onClear}>Clear Filters</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Partners Found' })).toBeInTheDocument();
    expect(screen.getByText('Try another search or clear the filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('is not an alert, and is quiet unless asked to announce', () => {
    const { rerender } = render(<EmptyState title="No Offers Found" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<EmptyState title="No Offers Found" announce />);
    expect(screen.getByRole('status')).toHaveTextContent('No Offers Found');
  });

  it('takes a heading level and renders no empty message or action', () => {
    const { container } = render(<EmptyState title="No Articles Available" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No Articles Available' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('.state-box__actions')).toBeNull();
  });

  it('its way out puts the keyboard at the start of its section, where the list it clears for comes back', async () => {
    const onClear = jest.fn();
    render(
      <section aria-label="Partners results">
        <EmptyResults
          texts={{ title: 'No Partners Found', narrowed: 'Nothing matches.', all: 'None yet.', clear: 'Clear Filters' }}
          narrowed
          onClear={onClear}
        />
      </section>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Partners results' })).toHaveFocus();
  });
});
