// The offline worker's page side (issue 35, docs/offline.md), a chunk of its own loaded after the
// page's load (src/main.tsx): registers /sw.js, or, when config.json switches the worker off,
// unregisters it; has each record saved from then on kept for offline (@/domain/savedPlaces);
// when a new deploy's worker is waiting, shows the update prompt, whose Reload lets that worker
// take over and reloads the page once it has; and once an answer came from the worker's cache,
// shows the "Shown as of …" line, which asks the screen's calls again when the network is back.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { ShownAsOf } from '@/components/shownAsOf';
import { UpdatePrompt } from '@/components/updatePrompt/UpdatePrompt';
import { fetchRawConfig } from '@/config/runtime';
import { keepSavesOffline } from '@/domain/savedPlaces';
import { loadPageAnswers } from './pageAnswers';
import type { I18n } from '@/lib/i18n';
import { nextTask } from '@/lib/nextTask';
import { getShownAsOf, subscribeShownAsOf } from '@/lib/shownAsOf';
import { I18nProvider } from '@/lib/useTranslation';
import type { AppStore } from '@/store';
import { workerSwitchedOff } from '@/sw/rules';
import { revalidateAll } from './revalidate';

/** `element` in a root of its own beside the app's (which the published HTML hydrates untouched). */
function mountBesideApp(id: string, i18n: I18n, element: ReactElement): void {
  const container = document.createElement('div');
  container.id = id;
  document.body.append(container);
  createRoot(container).render(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
}

/**
 * "Shown as of …" in a root of its own, mounted the first time an answer came from the worker's
 * cache (before, nothing of it is on the page); back online, every call of the screen is asked again.
 */
function watchShownAsOf(i18n: I18n, store: AppStore): void {
  const refresh = () => void revalidateAll(store);
  const unsubscribe = subscribeShownAsOf(() => mount());
  function mount(): void {
    if (getShownAsOf() === null) return;
    unsubscribe();
    mountBesideApp('dalil-shown-as-of', i18n, <ShownAsOf onOnline={refresh} />);
  }
  mount();
}

export interface StartOptions {
  /** The app's store: a saved record's calls are made with it, and a cached screen's calls asked again when the network is back. */
  store?: AppStore;
  reload?: () => void;
}

/**
 * In steps, each a task of its own, none in the task that evaluated this chunk: all at once they were
 * one task of 7-17 ms at 1x, 67-159 ms on the calibrated phone, in every Lighthouse run of home, a
 * partner and an ad (their traces, 2026-11-28), while the page still hydrated.
 */
export async function startServiceWorker(i18n: I18n, { store, reload = () => window.location.reload() }: StartOptions = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await nextTask();
  if (workerSwitchedOff(await fetchRawConfig())) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    return;
  }
  if (store) {
    watchShownAsOf(i18n, store);
    // A save from now on also keeps the record, its page and its image (once this worker controls the page).
    keepSavesOffline((path) => loadPageAnswers(store, path), i18n.getLanguage);
  }
  await nextTask();
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    const onReload = () => {
      // Reload once the new worker controls the page: the page then loads the new deploy's files.
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    };
    mountBesideApp('dalil-update', i18n, <UpdatePrompt onReload={onReload} />);
  });
  try {
    await workbox.register();
  } catch {
    // No worker (a private window, storage switched off, a browser that blocks it): the site works
    // as it did before it had one.
  }
}
