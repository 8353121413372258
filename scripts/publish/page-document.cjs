// One published page's HTML: dist/page.html (the build's template: the app's scripts and styles)
// filled with what the app rendered (scripts/publish.cjs): <html lang dir>, the head (title,
// description, canonical, hreflang alternates, Open Graph, Twitter card, the screens' JSON-LD),
// the screen's own chunks, the markup of #root and the API's answers it was drawn from (the store's other slices start
// from their initial state in both places).
const fs = require('node:fs');
const path = require('node:path');

const { requireSrcLib } = require('../src-lib.cjs');

// The app's own addresses and escaping, so a published page and the app it becomes never disagree.
const { pathInLanguage } = requireSrcLib('src/lib/languagePath.ts');
const { scriptJson } = requireSrcLib('src/lib/scriptJson.ts');

/** Text for an attribute value or an element's content: never markup. */
function escapeHtml(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function attributes(record) {
  return Object.entries(record)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** A head tag the screens declared (src/lib/headTags.ts HeadTag), marked as theirs for the app to take over. */
function screenTag({ tag, attributes: attrs, text }) {
  if (tag === 'script') return `<script${attributes({ ...attrs, 'data-head': 'screen' })}>${scriptJson(text ?? '')}</script>`;
  return `<${tag}${attributes({ ...attrs, 'data-head': 'screen' })} />`;
}

/** The site's own words for a page whose screen declares no description: the footer's "about". */
function siteDescriptions(root) {
  const read = (language) => JSON.parse(fs.readFileSync(path.join(root, 'src', 'locales', language, 'common.json'), 'utf8'));
  return { en: read('en').footer.about, ar: read('ar').footer.about };
}

const LOCALES = { en: 'en_OM', ar: 'ar_OM' };

/** The page's own head tags (not the screens'): what a crawler or a link preview reads first. */
function pageHead({ site, barePath, language, head, descriptions, defaultImage }) {
  const declared = (property) => head.tags.find((tag) => tag.tag === 'meta' && tag.attributes.property === property)?.attributes.content;
  const title = head.title || 'Dalil';
  const description = declared('og:description') || descriptions[language];
  const url = `${site}${pathInLanguage(barePath, language)}`;
  const image = declared('og:image') || `${site}${defaultImage}`;
  const other = language === 'ar' ? 'en' : 'ar';
  const meta = (key, name, content) => `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" data-head="page" />`;
  const link = (attrs) => `<link${attributes({ ...attrs, 'data-head': 'page' })} />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    link({ rel: 'canonical', href: url }),
    link({ rel: 'alternate', hreflang: 'en', href: `${site}${pathInLanguage(barePath, 'en')}` }),
    link({ rel: 'alternate', hreflang: 'ar', href: `${site}${pathInLanguage(barePath, 'ar')}` }),
    link({ rel: 'alternate', hreflang: 'x-default', href: `${site}${pathInLanguage(barePath, 'en')}` }),
    ...(declared('og:title') ? [] : [meta('property', 'og:title', title), meta('property', 'og:type', 'website')]),
    ...(declared('og:description') ? [] : [meta('property', 'og:description', description)]),
    ...(declared('og:image') ? [] : [meta('property', 'og:image', image)]),
    ...(declared('og:url') ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:site_name', language === 'ar' ? 'دليل' : 'Dalil'),
    meta('property', 'og:locale', LOCALES[language]),
    meta('property', 'og:locale:alternate', LOCALES[other]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', declared('og:title') || title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].join('\n    ');
}

/**
 * The screen's chunk files (dist/publish-manifest.json's, by feature folder): its styles block the
 * paint; its scripts are listed for the template's app loader, which asks for them after the paint.
 */
function screenFiles(features, feature) {
  const files = features[feature] ?? [];
  const scripts = files.filter((file) => file.endsWith('.js'));
  return {
    styles: files.filter((file) => file.endsWith('.css')).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`).join(''),
    scripts: `<script id="dalil-scripts" type="application/json">${scriptJson(JSON.stringify(scripts))}</script>`,
  };
}

/**
 * The whole page. `rendered` is what src/app/renderPage.tsx returned; `barePath` the page's
 * English path; `features` dist/publish-manifest.json's chunk files by feature folder.
 */
function pageDocument({ template, features, site, barePath, rendered, descriptions, defaultImage = '/og-card.jpg' }) {
  const { language } = rendered;
  const screenTags = rendered.head.tags.map(screenTag).join('\n    ');
  const head = `${pageHead({ site, barePath, language, head: rendered.head, descriptions, defaultImage })}\n    ${screenTags}`;
  const files = screenFiles(features, rendered.feature);
  const state = scriptJson(JSON.stringify({ state: { api: rendered.state.api }, renderedAt: rendered.renderedAt }));
  const fill = {
    '<!--dalil:lang-->': language,
    '<!--dalil:dir-->': language === 'ar' ? 'rtl' : 'ltr',
    // The installed app's name and start in the page's language (dist/manifest.webmanifest, dist/ar/…: scripts/language-files.cjs).
    '<!--dalil:manifest-->': pathInLanguage('/manifest.webmanifest', language),
    '<!--dalil:head-->': head,
    '<!--dalil:route-styles-->': files.styles,
    '<!--dalil:route-scripts-->': files.scripts,
    '<!--dalil:root-->': rendered.html,
    '<!--dalil:state-->': `<script id="dalil-state" type="application/json">${state}</script>`,
  };
  // One pass, so nothing filled in (API text in the markup) is ever read as a placeholder.
  return template.replace(/<!--dalil:[a-z-]+-->/g, (placeholder) => (placeholder in fill ? fill[placeholder] : placeholder));
}

module.exports = { pageDocument, escapeHtml, siteDescriptions };
