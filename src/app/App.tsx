import type { ReactNode } from 'react';
import type { I18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/useTranslation';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import type { AppStore } from '@/store';

/** What every render of the app sits in, in the browser and in the publish step alike. */
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Provider>
  );
}

export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
