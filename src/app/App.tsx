// The app's base styles, imported ahead of every component: their rules come first in the built
// stylesheet, so a component's own class (equal specificity, later) overrides a primitive such as
// .input. Imported from main.tsx, they came after the components that main.tsx's eager imports
// bring, and the primitives won (the header search's text ran under its button).
import '@/styles/fonts.css';
import '@/styles/global.css';
import type { ReactNode } from 'react';
import type { I18n } from '@/lib/i18n';
import { basenameOf } from '@/lib/languagePath';
import { SiteOriginContext } from '@/lib/site';
import { I18nProvider, useTranslation } from '@/lib/useTranslation';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import { ScreenMountedContext } from './screenMounted';
import type { AppStore, RootState } from '@/store';

/** What every render of the app sits in, in the browser and in the publish step alike. */
/**
 * `serverState`, on a published page: the store as the page was drawn. React reads it for every part
 * it hydrates, a section hydrated later than the rest included (HydrateWhenNear), so that part matches
 * its HTML even when the revalidation has brought newer answers since; it then draws them.
 */
export function AppProviders({ store, serverState, i18n, siteOrigin, children }: { store: AppStore; serverState?: RootState; i18n: I18n; siteOrigin: string; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <SiteOriginContext value={siteOrigin}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </SiteOriginContext>
    </Provider>
  );
}

/**
 * The app around its router, in the browser and in the publish step alike. One shape in both, so
 * the ids React gives out (useId) by place in the tree are the same in the HTML and at hydration.
 * `onMounted` runs once the screen's part of the page is on it (./screenMounted).
 */
export function AppShell({ store, serverState, i18n, siteOrigin, onMounted, children }: { store: AppStore; serverState?: RootState; i18n: I18n; siteOrigin: string; onMounted?: () => void; children: ReactNode }) {
  return (
    <AppProviders store={store} serverState={serverState} i18n={i18n} siteOrigin={siteOrigin}>
      <ScreenMountedContext value={onMounted}>{children}</ScreenMountedContext>
    </AppProviders>
  );
}

/**
 * The router under the language's address prefix (Arabic at /ar/…), so every link stays in the
 * page's language. A language change starts a router afresh under the other prefix: by then
 * src/main.tsx has moved the address to the same page in that language.
 */
function LanguageRouter({ children }: { children: ReactNode }) {
  const { language } = useTranslation();
  return (
    <BrowserRouter key={language} basename={basenameOf(language)}>
      {children}
    </BrowserRouter>
  );
}

export function App({ store, serverState, i18n, siteOrigin, onMounted }: { store: AppStore; serverState?: RootState; i18n: I18n; siteOrigin: string; onMounted?: () => void }) {
  return (
    <AppShell store={store} serverState={serverState} i18n={i18n} siteOrigin={siteOrigin} onMounted={onMounted}>
      <LanguageRouter>
        <AppRoutes />
      </LanguageRouter>
    </AppShell>
  );
}
