#!/usr/bin/env node
// The installed app's icons (public/icons/, named by public/manifest.webmanifest, the web app
// manifests' template) and the tab's icon (every page's <link rel="icon">, 32 px: a PNG, because
// Chromium draws an SVG favicon on the page's own main thread, docs/performance.md): the brand's
// mark (public/favicon.svg's green square and its white dal, in Cairo, the app's web font) drawn by
// Chromium at 32, 192 and 512 px, plus a maskable 512 px one whose mark keeps inside the 80 % safe
// circle a launcher may crop to. Run it again after a brand change and commit the PNGs:
// `node scripts/make-icons.cjs`.
const fs = require('node:fs');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./chromium.cjs');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'public', 'icons');
const BRAND = '#48A002';
const font = fs.readFileSync(require.resolve('@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2')).toString('base64');

/** The mark as a page of `size` px: rounded (an ordinary icon) or full-bleed (maskable, the glyph smaller). */
function markPage(size, maskable) {
  const radius = maskable ? 0 : Math.round(size * 0.22);
  const glyph = Math.round(size * (maskable ? 0.5 : 0.66));
  return `<!doctype html><html><head><style>
    @font-face { font-family: Cairo; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 200 1000; }
    html, body { margin: 0; background: transparent; }
    div { width: ${size}px; height: ${size}px; border-radius: ${radius}px; background: ${BRAND}; color: #fff;
      display: flex; align-items: center; justify-content: center;
      font: 800 ${glyph}px/1 Cairo; }
    span { transform: translateY(-12%); }
  </style></head><body><div><span>د</span></div></body></html>`;
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const [name, size, maskable] of [['icon-32.png', 32, false], ['icon-192.png', 192, false], ['icon-512.png', 512, false], ['icon-maskable-512.png', 512, true]]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(markPage(size, maskable));
      await page.evaluate('document.fonts.ready');
      await page.screenshot({ path: path.join(out, name), omitBackground: true });
      await page.close();
      console.log(`public/icons/${name}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
