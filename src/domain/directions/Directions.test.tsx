import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@/lib/useTranslation';
import userEvent from '@testing-library/user-event';
import { apiLogger } from '@/lib/logger';
import { setRuntimeConfig } from '@/config/runtime';
import { makeTestI18n, renderWithProviders } from '@tests/utils/render';
import { http, HttpResponse, server, TEST_API } from '@tests/utils/msw';
import { DirectionsButton, DirectionsStatus, useDirections } from '.';

const ROUTING = 'http://routing.test/v2/directions/driving-car';
const MUSCAT = { latitude: 23.588, longitude: 58.3829 };
const place = { lat: 23.6, lng: 58.4, name: 'Oasis Café' };

function Harness() {
  const { state, request, clear } = useDirections();
  return (
    <>
      <DirectionsButton to={place} onRequest={request} />
      <DirectionsStatus state={state} onClear={clear} />
      {state.status === 'done' && <p>Route of {state.route.path.length} points</p>}
    </>
  );
}

const getCurrentPosition = jest.fn();
let warn: jest.SpyInstance;
let routeRequests = 0;

function grant() {
  getCurrentPosition.mockImplementation((ok: PositionCallback) => ok({ coords: MUSCAT } as GeolocationPosition));
}
function deny() {
  getCurrentPosition.mockImplementation((_ok: PositionCallback, fail: PositionErrorCallback) =>
    fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  );
}
function serveRoute(reply: () => Response) {
  server.use(
    http.post(ROUTING, () => {
      routeRequests += 1;
      return reply();
    }),
  );
}

beforeEach(() => {
  routeRequests = 0;
  getCurrentPosition.mockReset();
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '', routingUrl: ROUTING, routingApiKey: 'k' });
  warn = jest.spyOn(apiLogger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '' });
  warn.mockRestore();
});

describe('Directions', () => {
  it('in a published page it is the Open in maps link, which needs no script; once the app runs it is the button', async () => {
    const request = jest.fn();
    const ui = (
      <I18nProvider i18n={await makeTestI18n()}>
        <DirectionsButton to={place} onRequest={request} />
      </I18nProvider>
    );
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = renderToString(ui);
    const link = within(page).getByRole('link', { name: /Open in maps/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=23\.600000&mlon=58\.400000/);
    expect(within(page).queryByRole('button')).toBeNull();

    render(ui, { container: page, hydrate: true });
    const button = await screen.findByRole('button', { name: 'Directions to Oasis Café' });
    expect(screen.queryByRole('link', { name: /Open in maps/ })).toBeNull();
    await userEvent.click(button);
    expect(request).toHaveBeenCalledWith(place);
    page.remove();
  });

  it('asks for the position only when pressed, then shows distance and duration', async () => {
    grant();
    serveRoute(() =>
      HttpResponse.json({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { summary: { distance: 12_345, duration: 1500 } }, geometry: { type: 'LineString', coordinates: [[58.3829, 23.588], [58.39, 23.59], [58.4, 23.6]] } }],
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    const button = await screen.findByRole('button', { name: 'Directions to Oasis Café' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/12\.3 km by car, about 25 min/)).toBeInTheDocument();
    expect(screen.getByText('Route of 3 points')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to Open in maps and logs Directions API Error when the service fails', async () => {
    grant();
    serveRoute(() => HttpResponse.json({ error: 'down' }, { status: 502 }));
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Directions to Oasis Café' }));
    expect(await screen.findByText(/The route could not be found/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('link', { name: /Open in maps/ }));
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', expect.stringContaining('mlat=23.600000&mlon=58.400000'));
    expect(warn).toHaveBeenCalledWith('Directions API Error', expect.anything());
  });

  it('says location is off and offers Open in maps when the position is denied, without calling the service', async () => {
    deny();
    serveRoute(() => HttpResponse.json({}));
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Directions to Oasis Café' }));
    expect(await screen.findByText(/Location access is off/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toBeInTheDocument();
    expect(routeRequests).toBe(0);
  });

  it('is the keyless Open in maps link when no routing service is configured', async () => {
    setRuntimeConfig({ apiBaseUrl: TEST_API, tileUrl: '', routingUrl: '' });
    await renderWithProviders(<Harness />);
    expect(await screen.findByRole('link', { name: /Open in maps/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: /Directions/ })).not.toBeInTheDocument();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });
});
