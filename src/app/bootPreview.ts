// The record preview: on a detail screen, index.html paints the top of the record's page (an offer's,
// an ad's or a product's photo and title, a partner's name) from the head's call (src/api/bootCall.ts)
// as soon as the answer and the stylesheets are in, before the app's scripts run. Without it the
// screen's largest paint waited for ~150 KB of scripts, their evaluation and the first render. It
// is built with the screens' own elements and classes, styled by the app's own stylesheets, so
// React's first render (which has the record from the same answer, src/main.tsx) draws the same
// thing in the same place; a journey compares the two boxes (tests/e2e/performance.spec.ts). Text
// goes in as text, the photo through the one sanitiser, each field read with the screens' own
// helpers (src/lib: names, record images, dates).
//
// It is its own small entry (src/app/previewEntry.ts, webpack.config.js), which index.html asks for
// beside config.json on the screens the head's call serves, so no other screen carries its bytes.
import { isExpired } from '@/lib/dates';
import { localName, otherName, titleNames } from '@/lib/names';
import { adImage, offerImage } from '@/lib/recordImages';
import { safeImageSrc } from '@/lib/safeLinks';

/** The screens that have a preview. */
export type PreviewScreen = 'offer' | 'ad' | 'product' | 'partner';

/** What the preview shows of a record (`image` null: the screen's brand background). */
export type RecordPreview =
  | { screen: 'offer'; image: string | null; title: string; ended: boolean }
  | { screen: 'ad'; image: string | null; title: string; featured: boolean }
  | { screen: 'product'; image: string | null; title: string }
  | { screen: 'partner'; name: string; otherName: string };

/** The catalogues' words the preview paints, in the page's language (webpack.config.js). */
export interface PreviewTexts {
  back: Record<PreviewScreen, string>;
  /** An ad's level badge: "Level 1" ads are featured. */
  adLevel: { featured: string; spotlight: string };
}

const SCREENS: [RegExp, PreviewScreen][] = [
  [/^\/offers\/\d+$/, 'offer'],
  [/^\/ads\/\d+$/, 'ad'],
  [/^\/products\/\d+$/, 'product'],
  [/^\/partners\/\d+$/, 'partner'],
];

/** The screen at `pathname` when it has a preview (the router ignores a trailing slash). */
export function previewScreen(pathname: string): PreviewScreen | null {
  const path = pathname.replace(/\/+$/, '');
  for (const [pattern, screen] of SCREENS) if (pattern.test(path)) return screen;
  return null;
}

/**
 * What the preview shows of the call's answer (`{ "data": record }`) as the screen reads it, or null
 * when there is no record, or no name or title to show.
 */
export function readPreview(screen: PreviewScreen, body: unknown, language: string): RecordPreview | null {
  const record = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return null;
  const item = record as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const list = (value: unknown) => (Array.isArray(value) ? (value as (string | null | undefined)[]) : null);
  const names = { name: text(item.name), en_name: text(item.en_name) };
  if (screen === 'partner') {
    const name = localName(names, language);
    return name ? { screen, name, otherName: otherName(names, language) } : null;
  }
  if (screen === 'product') {
    const title = localName(names, language);
    return title ? { screen, title, image: safeImageSrc(text(item.image)) } : null;
  }
  const title = localName(titleNames({ title: text(item.title), name: names.name, en_title: text(item.en_title) }), language);
  if (!title) return null;
  if (screen === 'offer') {
    const image = safeImageSrc(offerImage({ images: list(item.images) }));
    return { screen, title, image, ended: isExpired(text(item.valid_until)) };
  }
  const image = safeImageSrc(adImage({ images: list(item.images), image: text(item.image) }));
  return { screen, title, image, featured: item.ad_type === 'Level 1' };
}

const SVG = 'http://www.w3.org/2000/svg';

function element(doc: Document, tag: string, className: string, parent?: Element): HTMLElement {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (parent) parent.appendChild(node);
  return node;
}

/** The screen's Back link as the screens draw it (src/components/ui/BackLink.tsx), inert until the app runs. */
function backLink(doc: Document, className: string, label: string, parent: Element): void {
  const back = element(doc, 'span', className, parent);
  const attributes: [string, string][] = [
    ['width', '18'],
    ['height', '18'],
    ['viewBox', '0 0 24 24'],
    ['fill', 'none'],
    ['stroke', 'currentColor'],
    ['stroke-width', '2'],
    ['stroke-linecap', 'round'],
    ['stroke-linejoin', 'round'],
    ['class', 'flip-rtl'],
    ['aria-hidden', 'true'],
  ];
  back.appendChild(svgIcon(doc, 'M19 12H5m6-7-7 7 7 7', attributes));
  back.appendChild(doc.createTextNode(label));
}

function svgIcon(doc: Document, path: string, attributes: [string, string][]): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  for (const [name, value] of attributes) svg.setAttribute(name, value);
  const shape = doc.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  svg.appendChild(shape);
  return svg;
}

/**
 * A photo as FallbackImage draws it (src/components/media/FallbackImage.tsx), eager; with no usable
 * source, its brand background.
 */
function photo(doc: Document, src: string | null, className: string, parent: Element): HTMLImageElement | null {
  const classes = (modifier: string) => `fallback-image ${modifier}${className ? ` ${className}` : ''}`;
  if (src === null) {
    const background = element(doc, 'span', classes('fallback-image--ad-background'), parent);
    background.appendChild(svgIcon(doc, 'M3 12V4h8l9 9-8 8zM7.5 7.5h.01', [['class', 'fallback-image__mark'], ['viewBox', '0 0 24 24'], ['aria-hidden', 'true'], ['focusable', 'false']]));
    return null;
  }
  const img = element(doc, 'img', classes('fallback-image--loaded'), parent) as HTMLImageElement;
  img.alt = '';
  img.setAttribute('fetchpriority', 'high');
  img.decoding = 'async';
  img.src = src;
  return img;
}

/** A title as the screens print it: an h1 holding the text isolated in a <bdi>. */
function title(doc: Document, className: string, text: string, parent: Element): void {
  element(doc, 'bdi', '', element(doc, 'h1', className, parent)).textContent = text;
}

/**
 * The preview's markup: the top of the screen in the elements and classes the screen renders
 * (OfferDetailPage, AdDetailPage, ProductPage with ProductGallery, PartnerProfile), down to the
 * title or the name. Everything after it comes with the app.
 */
export function buildPreview(doc: Document, preview: RecordPreview, texts: PreviewTexts): { page: HTMLElement; image: HTMLImageElement | null } {
  const back = texts.back[preview.screen];
  if (preview.screen === 'partner') {
    const page = element(doc, 'div', 'container page partner-detail');
    backLink(doc, 'button button--ghost button--small partner-detail__back', back, page);
    const header = element(doc, 'header', 'partner-detail__header partner-panel panel cluster', page);
    // The logo's room (CompanyLogo, 96 px), drawn by the app: beside the titles it is centred on
    // their full height, which the preview does not have yet. For the same reason the titles
    // start at the top here, where the app's taller column starts.
    const logo = element(doc, 'span', 'company-logo partner-detail__logo', header);
    logo.style.setProperty('--logo-size', '96px');
    logo.style.visibility = 'hidden';
    const titles = element(doc, 'div', 'partner-detail__titles', header);
    titles.style.alignSelf = 'flex-start';
    title(doc, 'page-title partner-detail__name', preview.name, titles);
    if (preview.otherName) {
      const other = element(doc, 'p', 'partner-detail__other-name', titles);
      other.lang = doc.documentElement.lang === 'ar' ? 'en' : 'ar';
      element(doc, 'bdi', '', other).textContent = preview.otherName;
    }
    return { page, image: null };
  }
  if (preview.screen === 'offer') {
    const page = element(doc, 'div', 'container page offer-detail-page');
    backLink(doc, 'button button--ghost button--small detail-page__back', back, page);
    const article = element(doc, 'article', 'offer-detail', page);
    const media = element(doc, 'div', `offer-detail__media${preview.ended ? ' offer-detail__media--ended' : ''}`, article);
    const image = photo(doc, preview.image, 'offer-detail__image', media);
    title(doc, 'offer-detail__title', preview.title, element(doc, 'div', 'offer-detail__info', article));
    return { page, image };
  }
  if (preview.screen === 'ad') {
    const page = element(doc, 'div', 'container page ad-detail');
    backLink(doc, 'button button--ghost ad-detail__back', back, page);
    const article = element(doc, 'article', 'ad-detail__layout', page);
    const image = photo(doc, preview.image, '', element(doc, 'div', 'ad-detail__main-image', element(doc, 'div', 'ad-detail__gallery', article)));
    const body = element(doc, 'div', 'ad-detail__body', article);
    element(doc, 'p', 'badge badge--brand ad-detail__level', body).textContent = preview.featured ? texts.adLevel.featured : texts.adLevel.spotlight;
    title(doc, 'page-title ad-detail__title', preview.title, body);
    return { page, image };
  }
  const page = element(doc, 'div', 'container page product-page');
  backLink(doc, 'button button--ghost button--small detail-page__back', back, page);
  const article = element(doc, 'article', 'product-page__product', page);
  const image = photo(doc, preview.image, 'product-gallery__image', element(doc, 'div', 'product-gallery__main', element(doc, 'div', 'product-gallery', article)));
  if (image) {
    image.width = 800;
    image.height = 600;
  }
  title(doc, 'product-page__title', preview.title, element(doc, 'div', 'product-page__info', article));
  return { page, image };
}

export interface RecordPreviewOptions {
  /** index.html's boot shell (its header bar stays; the preview goes below it). */
  boot: Element;
  pathname: string;
  language: string;
  /** The head's call (window.dalilBoot.call). */
  response: Promise<Response> | undefined;
  /** Settles once the app's stylesheet and the screen's own have loaded (or failed to). */
  styles: Promise<unknown>;
  texts: PreviewTexts;
  /** Whether the app has started: from then on the page is React's, and the preview stays away. */
  appStarted: () => boolean;
}

/**
 * The head's call's answer body, read from a clone so the app's base query still takes the
 * response itself; null for an error status.
 */
function answerOf(response: Promise<Response>): Promise<unknown> {
  return response.then((answer) => (answer.ok ? answer.clone().json() : null));
}

/** The next task after the current frame has painted. */
function afterPaint(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}

/**
 * index.html: paints the screen's preview once the call's answer and the stylesheets are in.
 * Resolves true once it has painted, false when there is nothing to preview or the app started
 * first; null when the screen has no preview or no call was made. Its photo is not waited for: it
 * paints when it arrives, between the app's boot steps. The answer is read from a clone, so the
 * app's base query still takes the response itself.
 */
export function startRecordPreview(options: RecordPreviewOptions): Promise<boolean> | null {
  const screen = previewScreen(options.pathname);
  if (!screen || !options.response) return null;
  const doc = options.boot.ownerDocument;
  const win = doc.defaultView as Window;
  const preview = answerOf(options.response).then((answer) => readPreview(screen, answer, options.language));
  // The photo (the screen's largest paint) is asked for as soon as the answer is in, not once the
  // stylesheets are too: on a slow line they come a little after the answer, and the photo's own
  // round trip would start only then (DevTools' slow 4G: an offer's photo asked for ~120 ms late).
  preview
    .then((record) => {
      if (record && 'image' in record && record.image && !options.appStarted()) preloadImage(doc.head, record.image);
    })
    .catch(() => undefined);
  return Promise.all([preview, options.styles])
    .then(([record]) => {
      if (!record || options.appStarted() || !options.boot.isConnected) return false;
      options.boot.appendChild(buildPreview(doc, record, options.texts).page);
      return afterPaint(win).then(() => true);
    })
    .catch(() => false);
}

/**
 * index.html, on the offers list's first page (the head's call is its page of offers): asks for the
 * first card's photo as soon as the answer is in, so it is there when the app draws the card. It
 * is usually that screen's largest paint; asked for by the card itself it came a round trip after
 * the app's first render. Read as the card reads it, through the one sanitiser.
 */
export function preloadListPhoto(options: Pick<RecordPreviewOptions, 'pathname' | 'response'> & { head: HTMLElement }): void {
  if (options.pathname.replace(/\/+$/, '') !== '/offers' || !options.response) return;
  answerOf(options.response)
    .then((answer) => {
      const page = answer !== null && typeof answer === 'object' ? (answer as { data?: { results?: unknown } }).data : undefined;
      const first = Array.isArray(page?.results) ? (page.results[0] as { images?: unknown } | undefined) : undefined;
      const images = first && Array.isArray(first.images) ? (first.images as (string | null | undefined)[]) : null;
      const src = safeImageSrc(offerImage({ images }));
      if (src) preloadImage(options.head, src);
    })
    .catch(() => undefined);
}

/** Asks for an image at high priority, for an element that will show it. */
function preloadImage(head: HTMLElement, src: string): void {
  const link = head.ownerDocument.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = src;
  link.setAttribute('fetchpriority', 'high');
  head.appendChild(link);
}
