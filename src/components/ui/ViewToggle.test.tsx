import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { ViewToggle } from './ViewToggle';

describe('ViewToggle', () => {
  it("offers 'Grid view' and 'List view', pressing the current one", async () => {
    await renderWithProviders(<ViewToggle view="grid" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Layout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for the other view when it is chosen, and ignores the current one', async () => {
    const onChange = jest.fn();
    await renderWithProviders(<ViewToggle view="grid" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(onChange).toHaveBeenCalledWith('list');
  });

  it('follows the view it is given', async () => {
    const { rerender } = await renderWithProviders(<ViewToggle view="grid" onChange={() => {}} />);
    rerender(<ViewToggle view="list" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('can be named by a visible label', async () => {
    await renderWithProviders(
      <>
        <span id="view-label">Show as</span>
        <ViewToggle view="list" onChange={() => {}} labelledBy="view-label" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Show as' })).toBeInTheDocument();
  });
});
