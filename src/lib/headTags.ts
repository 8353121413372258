// The one way a screen puts tags in <head>: added while it is shown, removed when it goes. Used for
// the JSON-LD of a partner and the Open Graph card of partners, offers and products.
import { createContext, useContext, useEffect } from 'react';
import { safeExternalHref } from './safeLinks';
import { scriptJson } from './scriptJson';
import { usePageUrl, useSiteOrigin } from './site';

export interface HeadTag {
  tag: 'meta' | 'script';
  attributes: Record<string, string>;
  /** Text content (a script's JSON); never HTML. */
  text?: string;
}

/**
 * A page's head as its screens declare it while rendering: filled only where a page is rendered to
 * HTML (src/app/renderPage.tsx), where no effect runs; the browser has no collector and keeps to
 * effects. One collector per render pass, so the last pass's head is the page's.
 */
export interface HeadCollector {
  setTitle(title: string): void;
  add(tags: HeadTag[]): void;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The collector of the page being rendered to HTML, or null in the browser. */
export function useHeadCollector(): HeadCollector | null {
  return useContext(HeadCollectorContext);
}

/**
 * Done in an effect rather than rendered: React warns about (and never runs) <script> elements it
 * renders, and head is where crawlers and link previews look.
 */
export function useHeadTags(tags: HeadTag[] | null): void {
  const collector = useHeadCollector();
  if (collector && tags) collector.add(tags);
  // A stable key, so a new array with the same tags does not churn the DOM.
  const key = tags ? JSON.stringify(tags) : '';
  useEffect(() => {
    if (!key) return undefined;
    const elements = (JSON.parse(key) as HeadTag[]).map(({ tag, attributes, text }) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      if (text !== undefined) element.textContent = text;
      document.head.appendChild(element);
      return element;
    });
    return () => {
      for (const element of elements) element.remove();
    };
  }, [key]);
}

/** A schema.org block (JSON-LD); src/lib/jsonLd.ts is its public face. */
export type JsonLd = Record<string, unknown>;

/** The block as the text of its inline <script> (src/lib/scriptJson.ts says what is escaped, and why). */
export function serializeJsonLd(data: JsonLd): string {
  return scriptJson(JSON.stringify(data));
}

/** Puts the block in <head> while the page is shown. */
export function useJsonLd(json: string | null, owner = 'partner-detail'): void {
  useHeadTags(json ? [{ tag: 'script', attributes: { type: 'application/ld+json', 'data-owner': owner }, text: json }] : null);
}

export interface OpenGraph {
  title: string;
  description?: string | null;
  /** The item's picture (http or https only); the site's mark otherwise. */
  image?: string | null;
  /** Defaults to the current address. */
  url?: string;
}

/** Longer descriptions are cut at a word, as link previews show about two lines. */
function shorten(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function openGraphTags({ title, description, image, url }: OpenGraph, origin: string, fallbackImage: string): HeadTag[] {
  const picture = safeExternalHref(image);
  const imageUrl = picture && /^https?:/i.test(picture) ? picture : `${origin}${fallbackImage}`;
  const meta = (property: string, content: string): HeadTag => ({ tag: 'meta', attributes: { property, content } });
  const tags = [meta('og:type', 'website'), meta('og:title', title.trim())];
  const summary = description ? shorten(description) : '';
  if (summary) tags.push(meta('og:description', summary));
  tags.push(meta('og:image', imageUrl));
  if (url) tags.push(meta('og:url', url));
  return tags;
}

/**
 * The site's link-preview picture, for a record without a safe one of its own: the same JPEG the
 * published pages' head gives a page without a card (scripts/publish/page-document.cjs). Not the
 * SVG mark: link previews (WhatsApp, X, Facebook) draw no SVG.
 */
const SITE_CARD_IMAGE = '/og-card.jpg';

/** The link-preview card (og:title, og:description, og:image) for the page being shown. */
export function useOpenGraph(card: OpenGraph | null): void {
  const origin = useSiteOrigin();
  const pageUrl = usePageUrl();
  const url = card?.url ?? pageUrl;
  useHeadTags(card && card.title.trim() ? openGraphTags({ ...card, url }, origin, SITE_CARD_IMAGE) : null);
}
