// The app's base styles, imported ahead of every component: their rules come first in the built
// stylesheet, so a component's own class (equal specificity, later) overrides a primitive such as
// .input. Imported from main.tsx, they came after the components that main.tsx's eager imports
// bring, and the primitives won (the header search's text ran under its button).
import '@/styles/fonts.css';
import '@/styles/global.css';
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
