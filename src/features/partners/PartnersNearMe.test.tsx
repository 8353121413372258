import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { City, Company, Offer } from '@/api';
import { setRuntimeConfig } from '@/config/runtime';
import { apiLogger } from '@/lib/logger';
import { renderRoute } from '@tests/utils/render';
import { apiUrl, envelope, http, HttpResponse, page, server } from '@tests/utils/msw';
import { makeCompany, makeOffer } from '@tests/utils/fixtures';
import { pagedListHandler } from '@tests/utils/pagedListHandler';
import './partnersQuerySlice';

const GEOCODER = 'http://geo.test/reverse';
const cities: City[] = [
  { id: 1, name: 'مسقط', en_name: 'Muscat', country_id: 1, latitude: 23.588, longitude: 58.3829 },
  { id: 6, name: 'نزوى', en_name: 'Nizwa', country_id: 1, latitude: 22.9333, longitude: 57.5333 },
];

let companyRequests: URL[] = [];
let offerRequests: URL[] = [];
const withDistance = (url: URL, km: number) => (url.searchParams.has('lat') ? { distance_km: km } : {});

beforeEach(() => {
  companyRequests = [];
  offerRequests = [];
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', geocodingUrl: GEOCODER });
  server.use(
    pagedListHandler<Company>('/providers/get_paging_active_companies', companyRequests, {
      rows: (url) => [
        makeCompany({ id: 1, en_name: 'Khuwair Bakery', ...withDistance(url, 2.34) }),
        makeCompany({ id: 2, en_name: 'Seeb Garage', ...withDistance(url, 12.6) }),
      ],
    }),
    pagedListHandler<Offer>('/offers/get_all_active_offers', offerRequests, {
      rows: (url) => [makeOffer({ id: 5, en_title: 'Half-price karak', ...withDistance(url, 0.35) })],
    }),
    http.get(apiUrl('/providers/get_active_categories'), () => envelope(page([]))),
    http.get(apiUrl('/core/get_active_cities/1'), () => envelope(cities)),
    http.get(apiUrl('/offers/get_active_offer_locations'), () => envelope([])),
    http.get(GEOCODER, ({ request }) => {
      const lang = new URL(request.url).searchParams.get('accept-language');
      return HttpResponse.json(
        lang === 'ar'
          ? { display_name: 'الخوير، مسقط', address: { suburb: 'الخوير', city: 'مسقط' } }
          : { display_name: 'Al Khuwair, Muscat, Oman', address: { suburb: 'Al Khuwair', city: 'Muscat' } },
      );
    }),
  );
});
afterEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test' }));

type PositionAnswer = { coords: { latitude: number; longitude: number } } | { code: 1 | 2 | 3 };
/** A stand-in for the browser's geolocation that answers each ask as told. */
function fakeGeolocation(answer: PositionAnswer) {
  const getCurrentPosition = jest.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if ('coords' in answer) ok({ coords: answer.coords, timestamp: 0 } as unknown as GeolocationPosition);
    else fail?.({ code: answer.code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
const lastArgs = (requests: URL[]) => Object.fromEntries(requests[requests.length - 1].searchParams.entries());
const search = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('Near me on /partners', () => {
  it('asks for the position only when pressed, then sorts on the server from the rounded point and names the area', async () => {
    const ask = fakeGeolocation({ coords: { latitude: 23.58804321, longitude: 58.38291234 } });
    const { router } = await renderRoute('/partners');
    expect(await screen.findByText('Khuwair Bakery')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    expect(screen.queryByText('2.3 km')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Near Al Khuwair, Muscat')).toBeInTheDocument();
    expect(search(router)).toEqual({ near: '23.588,58.383' });
    expect(lastArgs(companyRequests)).toMatchObject({ lat: '23.588', lon: '58.383' });
    expect(await screen.findByText('2.3 km away')).toBeInTheDocument();
    expect(screen.getByText('13 km away')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(search(router)).toEqual({});
    expect(await screen.findByRole('button', { name: 'Near me' })).toBeInTheDocument();
    // The plain list again (RTK Query's cached first page): no distances.
    await waitFor(() => expect(screen.queryByText('2.3 km away')).not.toBeInTheDocument());
    expect(screen.getByText('Khuwair Bakery')).toBeInTheDocument();
  });

  it.each([
    [1, /Location access was denied/],
    [2, /Your location isn't available right now/],
    [3, /Finding your location took too long/],
  ] as const)('position error %i: says why and offers the towns, and a town sorts from its coordinates', async (code, message) => {
    fakeGeolocation({ code });
    const { router } = await renderRoute('/partners');
    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const towns = screen.getByRole('combobox', { name: 'Choose a town' });
    expect(await within(towns).findByRole('option', { name: 'Nizwa' })).toBeInTheDocument();
    await userEvent.selectOptions(towns, 'Nizwa');
    expect(search(router)).toEqual({ near: '22.933,57.533' });
    expect(await screen.findByText('Near Al Khuwair, Muscat')).toBeInTheDocument();
    expect(lastArgs(companyRequests)).toMatchObject({ lat: '22.933', lon: '57.533' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Near you' with no geocoding service", async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', geocodingUrl: '' });
    await renderRoute('/partners?near=23.588,58.383');
    expect(await screen.findByText('Near you')).toBeInTheDocument();
    expect(await screen.findByText('2.3 km away')).toBeInTheDocument();
  });

  it("logs 'Reverse Geocoding Error' and says 'Near you' when the service fails", async () => {
    server.use(http.get(GEOCODER, () => HttpResponse.error()));
    const log = jest.spyOn(apiLogger, 'warn').mockImplementation(() => {});
    await renderRoute('/partners?near=23.588,58.383');
    expect(await screen.findByText('2.3 km away')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Reverse Geocoding Error', expect.anything()));
    expect(screen.getByText('Near you')).toBeInTheDocument();
    log.mockRestore();
  });

  it('a linked exact position is sent rounded', async () => {
    await renderRoute('/partners?near=23.58804321,58.38291234');
    expect(await screen.findByText('2.3 km away')).toBeInTheDocument();
    expect(lastArgs(companyRequests)).toMatchObject({ lat: '23.588', lon: '58.383' });
  });
});

describe('Near me keeps the keyboard in place', () => {
  it('each control that gives way hands the keyboard to the one that takes its place', async () => {
    fakeGeolocation({ coords: { latitude: 23.588, longitude: 58.383 } });
    await renderRoute('/partners');
    await screen.findByText('Khuwair Bakery');
    // Near me → the active area's Turn off.
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off' })).toHaveFocus());
    // Turn off → Near me again.
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Near me' })).toHaveFocus());
    // "Choose a town instead" → the town list; a town → Turn off.
    await userEvent.click(screen.getByRole('button', { name: /Choose a town instead/ }));
    const towns = screen.getByRole('combobox', { name: 'Choose a town' });
    await waitFor(() => expect(towns).toHaveFocus());
    await within(towns).findByRole('option', { name: 'Nizwa' });
    await userEvent.selectOptions(towns, 'Nizwa');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off' })).toHaveFocus());
  });

  it('while it looks for the position, Near me keeps the keyboard (it is not disabled) and ignores another press', async () => {
    const getCurrentPosition = jest.fn();
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    await renderRoute('/partners');
    await screen.findByText('Khuwair Bakery');
    const button = screen.getByRole('button', { name: 'Near me' });
    await userEvent.click(button);
    const locating = screen.getByRole('button', { name: /Finding your location/ });
    expect(locating).toHaveAttribute('aria-disabled', 'true');
    expect(locating).toHaveFocus();
    await userEvent.click(locating);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});

describe('Near me on /offers', () => {
  it('sends the point and shows the offer distance in Arabic', async () => {
    await renderRoute('/offers?near=23.588,58.383', { language: 'ar' });
    expect(await screen.findByText('بالقرب من الخوير، مسقط')).toBeInTheDocument();
    expect(await screen.findByText('على بُعد ٣٥٠ مترًا')).toBeInTheDocument();
    expect(lastArgs(offerRequests)).toMatchObject({ lat: '23.588', lon: '58.383' });
  });
});
