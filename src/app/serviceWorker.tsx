// The offline worker's page side (issue 35, docs/offline.md), a chunk of its own loaded after the
// page's load (src/main.tsx): registers /sw.js, or, when config.json switches the worker off,
// unregisters it; has each record saved from then on kept for offline (@/domain/savedPlaces);
// when a new deploy's worker is waiting, shows the update prompt, whose Reload lets that worker
// take over and reloads the page once it has.
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { UpdatePrompt } from '@/components/updatePrompt/UpdatePrompt';
import { fetchRawConfig } from '@/config/runtime';
import { keepSavesOffline } from '@/domain/savedPlaces';
import type { I18n } from '@/lib/i18n';
import { I18nProvider } from '@/lib/useTranslation';
import type { AppStore } from '@/store';
import { workerSwitchedOff } from '@/sw/rules';

/** The prompt in a root of its own beside the app's (which the published HTML hydrates untouched). */
function showUpdatePrompt(i18n: I18n, onReload: () => void): void {
  const container = document.createElement('div');
  container.id = 'dalil-update';
  document.body.append(container);
  createRoot(container).render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt onReload={onReload} />
    </I18nProvider>,
  );
}

export interface StartOptions {
  /** The app's store: a saved record's calls are made with it. */
  store?: AppStore;
  reload?: () => void;
}

export async function startServiceWorker(i18n: I18n, { store, reload = () => window.location.reload() }: StartOptions = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (workerSwitchedOff(await fetchRawConfig())) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    return;
  }
  // A save from now on also keeps the record, its page and its image (once this worker controls the page).
  if (store) keepSavesOffline(store.dispatch, i18n.getLanguage);
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    showUpdatePrompt(i18n, () => {
      // Reload once the new worker controls the page: the page then loads the new deploy's files.
      workbox.addEventListener('controlling', () => reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    await workbox.register();
  } catch {
    // No worker (a private window, storage switched off, a browser that blocks it): the site works
    // as it did before it had one.
  }
}
