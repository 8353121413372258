// The record preview's own entry (webpack.config.js): index.html asks for this file beside
// config.json on the screens its head's call serves (a partner, an offer, an ad, a product, the
// offers list), and it starts the preview (src/app/bootPreview.ts) with what the page hands it.
import { preloadListPhoto, startRecordPreview, type PreviewTexts } from './bootPreview';

/** What index.html hands the preview, set before it asks for this file. */
export interface PreviewHandoff {
  /** The catalogues' words the preview paints, in the page's language. */
  texts: PreviewTexts;
  /** Settles once the app's stylesheet and the screen's own have loaded (or failed to). */
  styles: Promise<unknown>;
  /** Whether the app's scripts have been started: from then on the page is React's. */
  appStarted: () => boolean;
  /** Called once, with whether the preview painted: the app's scripts run after it. */
  done: (painted: boolean) => void;
}

declare global {
  interface Window {
    dalilPreview?: PreviewHandoff;
  }
}

const handoff = window.dalilPreview;
if (handoff) {
  const response = window.dalilBoot?.call?.response;
  const { pathname } = window.location;
  preloadListPhoto({ pathname, response, head: document.head });
  const boot = document.querySelector('.boot');
  const language = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  const painted = boot ? startRecordPreview({ boot, pathname, language, response, styles: handoff.styles, texts: handoff.texts, appStarted: handoff.appStarted }) : null;
  (painted ?? Promise.resolve(false)).then(handoff.done, () => handoff.done(false));
}
