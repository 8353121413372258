// Renders a screen the way the app does: store, i18n and a memory router, with the real routes
// unless a test passes its own. Query the result by role and text, as a visitor would.
import { render, type RenderOptions } from '@testing-library/react';
import type { I18n } from '@/lib/i18n';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { I18nProvider } from '@/lib/useTranslation';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType, type Location, type NavigationType, type NavigateFunction, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '@/store';
import { initI18n, type Language } from '@/lib/i18n';
import { useVisitRecord } from '@/lib/visitHistory';

export const missingKeys: string[] = [];

export async function makeTestI18n(language: Language = 'en'): Promise<I18n> {
  return initI18n({
    language,
    onMissingKey: (lng, ns, key) => missingKeys.push(`${lng}:${ns}:${key}`),
  });
}

interface ProviderOptions {
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  language?: Language;
}

/** What a test reads of the router and drives it with (the shape of the data router's object). */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Reports the memory router's current location and navigate function after each render. */
function RouterProbe({ onRender }: { onRender: (seen: { location: Location; historyAction: NavigationType; navigate: NavigateFunction }) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => onRender({ location, historyAction, navigate }));
  return null;
}

/** Renders the app's routes (or the given ones) at `url`. */
export async function renderRoute(
  url: string,
  { routes, ...options }: ProviderOptions & { routes?: RouteObject[] } = {},
) {
  const store = options.store ?? makeStore(options.preloadedState);
  const i18n = await makeTestI18n(options.language);
  const { AppRoutes, preloadScreen } = await import('@/app/routes');
  // As main.tsx does before the first render: the screen's code is in, so it draws at once.
  if (!routes) await preloadScreen(new URL(url, 'http://localhost').pathname);
  const router = { state: {} } as TestRouter;
  const follow = ({ navigate, ...state }: TestRouter['state'] & { navigate: NavigateFunction }) => {
    router.state = state;
    router.navigate = navigate;
  };
  // The store and the translator wrap whatever a test renders, a rerender(<Component />) too.
  const Providers = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <RouterProbe onRender={follow} />
      {routes ? (
        <>
          {/* As Layout does for the app's routes: the record of the visit's screens, which Back links read. */}
          <VisitRecorder />
          <Routes>
            {routes.map((route, index) => (
              <Route key={route.path ?? index} path={route.path} element={route.element} />
            ))}
          </Routes>
        </>
      ) : (
        <AppRoutes />
      )}
    </MemoryRouter>,
    { wrapper: Providers },
  );
  return { ...result, store, router, i18n };
}

/** Renders a single component inside the providers and a router (for links). */
export async function renderWithProviders(
  ui: ReactElement,
  { url = '/', path = '*', ...options }: ProviderOptions & { url?: string; path?: string } & RenderOptions = {},
) {
  return renderRoute(url, { ...options, routes: [{ path, element: ui }] });
}

function VisitRecorder() {
  useVisitRecord();
  return null;
}
