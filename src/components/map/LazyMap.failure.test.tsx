import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';
import { LazyMap } from './LazyMap';

// The map chunk fails to load (offline, or a deploy replaced it): evaluating it throws.
jest.mock('./MapCanvas', () => {
  throw new Error('Loading chunk map failed.');
});

describe('LazyMap when the map chunk cannot be loaded', () => {
  it("says quietly 'The map could not be loaded.' and the page keeps working", async () => {
    // React reports the caught error on the console; that is expected here, not noise to fix.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(
      <main>
        <h1>Current Offers</h1>
        <LazyMap points={[{ id: 1, lat: 23.588, lng: 58.3829, title: 'Muscat' }]} ariaLabel="Offers map" renderPopup={(point) => point.title} />
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Offers map' });
    expect(await screen.findByText('The map could not be loaded.')).toBeInTheDocument();
    expect(region).toContainElement(screen.getByText('The map could not be loaded.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current Offers' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
