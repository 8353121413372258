import type { I18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/useTranslation';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store, i18n }: { store: AppStore; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </I18nProvider>
    </Provider>
  );
}
