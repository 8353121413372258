import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/utils/render';
import { MapPlaceList } from './MapPlaceList';

const points = [
  { id: 1, lat: 23.6, lng: 58.4, title: 'خصم 20٪ على القهوة', subtitle: 'مقهى الخوير', href: '/offers/1' },
  { id: 2, lat: 23.5, lng: 58.3, title: 'Seeb branch' },
];

describe('MapPlaceList: the places on the map, as a list beside it', () => {
  it('says how many places the map shows and lists each, linked, once opened', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MapPlaceList points={points} />);
    const summary = screen.getByText('List the places on this map (2)');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await user.click(summary);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]).getByRole('link', { name: 'خصم 20٪ على القهوة' });
    expect(link).toHaveAttribute('href', '/offers/1');
    // Text of unknown language keeps its own direction.
    expect(link).toHaveAttribute('dir', 'auto');
    expect(within(items[0]).getByText('مقهى الخوير')).toHaveAttribute('dir', 'auto');
    expect(within(items[1]).getByText('Seeb branch')).toBeInTheDocument();
  });

  it('opens a place inside the app, as the map popup does', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<MapPlaceList points={points} />);
    await user.click(screen.getByText('List the places on this map (2)'));
    await user.click(screen.getByRole('link', { name: 'خصم 20٪ على القهوة' }));
    expect(router.state.location.pathname).toBe('/offers/1');
  });
});
