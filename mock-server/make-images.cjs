'use strict';
// Writes the mock's media (abstract logos, offer pictures and ad banners) into
// mock-server/public/media as WebP. The output is committed; rerun after changing this file:
//   node mock-server/make-images.cjs
// Each picture is drawn as SVG here (no image tooling, deterministic) and rasterised by Chromium
// (Debian's, as for the journeys) at its own size. WebP, not the SVG itself: the API's logos and
// photos are raster, and Chromium draws an SVG <img> as an isolated SVG document on the page's
// main thread (5-60 ms each at 1x here, ~12x that on the calibrated phone), where a raster picture
// is decoded off it. An SVG set would charge every screen a cost the real site does not have.
// No text is drawn, so nothing needs translating and no font is fetched.

const fs = require('node:fs');
const path = require('node:path');
const { MEDIA_DIR } = require('./media.cjs');

const COUNTS = { logos: 16, offers: 16, ads: 12 };

// Palettes drawn from Oman: sea, dunes, date palms, frankincense, rose water, the flag.
const PALETTES = require('./tables/palettes.json');

// Small deterministic PRNG so reruns produce identical files (no diff noise in git).
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

// The eight-pointed star (khatam) seen on Omani doors and tiles.
function star8(cx, cy, R) {
  const r = R * 0.7654; // two overlapping squares: cos(45deg)/cos(22.5deg)
  const pts = [];
  for (let k = 0; k < 16; k += 1) {
    const rad = k % 2 === 0 ? R : r;
    const a = (Math.PI / 8) * k - Math.PI / 2;
    pts.push(`${r1(cx + rad * Math.cos(a))},${r1(cy + rad * Math.sin(a))}`);
  }
  return pts.join(' ');
}

function polygon(cx, cy, R, sides, rotation = 0) {
  const pts = [];
  for (let k = 0; k < sides; k += 1) {
    const a = ((Math.PI * 2) / sides) * k + rotation;
    pts.push(`${r1(cx + R * Math.cos(a))},${r1(cy + R * Math.sin(a))}`);
  }
  return pts.join(' ');
}

function svg(width, height, body, label) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">\n${body}\n</svg>\n`;
}

function logo(i) {
  const [a, b, c] = PALETTES[i % PALETTES.length];
  const kind = i % 8;
  const id = `g${i}`;
  const defs = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
  const bg = `<rect width="256" height="256" rx="56" fill="url(#${id})"/>`;
  const marks = [
    `<polygon points="${star8(128, 128, 78)}" fill="${c}"/><circle cx="128" cy="128" r="30" fill="${a}"/>`,
    `<circle cx="128" cy="128" r="76" fill="none" stroke="${c}" stroke-width="14"/><circle cx="128" cy="128" r="40" fill="${c}"/>`,
    // a dhow sail over waves
    `<path d="M120 52 L120 170 L62 170 Z" fill="${c}"/><path d="M132 70 L132 170 L190 170 Z" fill="${c}" opacity=".75"/><path d="M52 186 Q90 170 128 186 T204 186" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`,
    `<polygon points="${polygon(128, 128, 80, 6, Math.PI / 6)}" fill="none" stroke="${c}" stroke-width="14" stroke-linejoin="round"/><polygon points="${polygon(128, 128, 34, 6, Math.PI / 6)}" fill="${c}"/>`,
    // dunes
    `<path d="M40 180 Q88 96 136 180 Z" fill="${c}"/><path d="M100 180 Q160 70 218 180 Z" fill="${c}" opacity=".7"/><circle cx="180" cy="76" r="20" fill="${c}"/>`,
    `<rect x="70" y="70" width="116" height="116" rx="18" fill="${c}" transform="rotate(45 128 128)"/><rect x="104" y="104" width="48" height="48" rx="8" fill="${a}" transform="rotate(45 128 128)"/>`,
    // palm fronds
    `<path d="M128 196 L128 112" stroke="${c}" stroke-width="12" stroke-linecap="round"/><path d="M128 112 Q92 70 52 92 M128 112 Q164 70 204 92 M128 112 Q100 96 70 130 M128 112 Q156 96 186 130 M128 112 Q128 72 128 56" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`,
    `<circle cx="100" cy="128" r="54" fill="${c}" opacity=".85"/><circle cx="156" cy="128" r="54" fill="none" stroke="${c}" stroke-width="14"/>`,
  ];
  return svg(256, 256, `${defs}\n${bg}\n${marks[kind]}`, 'Company logo');
}

function offer(i) {
  const rand = mulberry32(1000 + i);
  const [a, b, c] = PALETTES[(i * 5) % PALETTES.length];
  const id = `o${i}`;
  const parts = [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
      `<radialGradient id="${id}h" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${c}" stop-opacity=".9"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="800" height="600" fill="url(#${id})"/>`,
  ];
  for (let k = 0; k < 5; k += 1) {
    parts.push(`<circle cx="${Math.round(rand() * 800)}" cy="${Math.round(rand() * 600)}" r="${Math.round(80 + rand() * 160)}" fill="url(#${id}h)" opacity="${r1(0.25 + rand() * 0.4)}"/>`);
  }
  // a tile band of eight-pointed stars
  for (let x = 40; x < 800; x += 90) {
    parts.push(`<polygon points="${star8(x, 540, 26)}" fill="${c}" opacity=".35"/>`);
  }
  // the centrepiece: a gift box, a shopping bag or a price tag, as plain shapes
  const kind = i % 3;
  if (kind === 0) {
    parts.push(`<rect x="300" y="220" width="200" height="170" rx="12" fill="${c}"/><rect x="285" y="190" width="230" height="50" rx="10" fill="${c}" opacity=".9"/><rect x="388" y="190" width="24" height="200" fill="${a}"/><path d="M400 190 Q350 130 330 170 Q340 195 400 190 Q460 130 470 170 Q460 195 400 190" fill="none" stroke="${c}" stroke-width="12"/>`);
  } else if (kind === 1) {
    parts.push(`<path d="M310 220 H490 L510 410 H290 Z" fill="${c}"/><path d="M350 230 V190 Q400 130 450 190 V230" fill="none" stroke="${c}" stroke-width="14" stroke-linecap="round"/><circle cx="350" cy="240" r="9" fill="${a}"/><circle cx="450" cy="240" r="9" fill="${a}"/>`);
  } else {
    parts.push(`<path d="M300 210 H450 L530 300 L450 390 H300 Z" fill="${c}" transform="rotate(-12 400 300)"/><circle cx="460" cy="300" r="16" fill="${a}" transform="rotate(-12 400 300)"/><polygon points="${star8(360, 300, 44)}" fill="${a}" opacity=".8" transform="rotate(-12 400 300)"/>`);
  }
  return svg(800, 600, parts.join('\n'), 'Offer picture');
}

function ad(i) {
  const rand = mulberry32(2000 + i);
  const [a, b, c] = PALETTES[(i * 7 + 3) % PALETTES.length];
  const id = `a${i}`;
  const parts = [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
      `<linearGradient id="${id}f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}" stop-opacity=".9"/><stop offset="1" stop-color="${c}" stop-opacity=".5"/></linearGradient></defs>`,
    `<rect width="1200" height="500" fill="url(#${id})"/>`,
    `<circle cx="${Math.round(780 + rand() * 300)}" cy="${Math.round(110 + rand() * 80)}" r="${Math.round(60 + rand() * 40)}" fill="${c}" opacity=".85"/>`,
  ];
  const scene = i % 3;
  if (scene === 0) {
    // Hajar mountains
    parts.push(`<path d="M0 380 L170 200 L300 320 L470 150 L650 340 L820 210 L1000 330 L1200 190 V500 H0 Z" fill="${c}" opacity=".35"/>`);
    parts.push(`<path d="M0 430 L220 290 L400 400 L600 260 L820 420 L1020 300 L1200 400 V500 H0 Z" fill="url(#${id}f)"/>`);
  } else if (scene === 1) {
    // Wahiba dunes
    parts.push(`<path d="M0 360 Q240 250 480 360 T960 360 T1440 360 V500 H0 Z" fill="${c}" opacity=".4"/>`);
    parts.push(`<path d="M0 420 Q300 320 600 420 T1200 420 V500 H0 Z" fill="url(#${id}f)"/>`);
  } else {
    // the sea at Muttrah, with a dhow
    for (let k = 0; k < 4; k += 1) {
      const y = 340 + k * 40;
      parts.push(`<path d="M0 ${y} Q150 ${y - 24} 300 ${y} T600 ${y} T900 ${y} T1200 ${y} V500 H0 Z" fill="${c}" opacity="${r1(0.2 + k * 0.18)}"/>`);
    }
    parts.push(`<path d="M260 320 H420 L390 350 H290 Z" fill="${a}"/><path d="M340 318 V200 L410 300 Z" fill="${c}"/>`);
  }
  for (let k = 0; k < 6; k += 1) {
    parts.push(`<polygon points="${star8(Math.round(60 + rand() * 600), Math.round(40 + rand() * 200), Math.round(8 + rand() * 14))}" fill="${c}" opacity="${r1(0.3 + rand() * 0.5)}"/>`);
  }
  return svg(1200, 500, parts.join('\n'), 'Advertisement banner');
}

/** Each picture's SVG source, by its file under MEDIA_DIR (logos/logo-1.webp, …). */
function sources() {
  const makers = { logos: ['logo', logo], offers: ['offer', offer], ads: ['ad', ad] };
  const list = [];
  for (const [folder, count] of Object.entries(COUNTS)) {
    const [prefix, make] = makers[folder];
    for (let i = 1; i <= count; i += 1) list.push({ file: path.join(folder, `${prefix}-${i}.webp`), svg: make(i) });
  }
  return list;
}

/** Rasterises every picture in Chromium and writes it under `dir`; the files written. */
async function writeAll(dir = MEDIA_DIR) {
  const { chromium } = require('@playwright/test');
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../scripts/chromium.cjs');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const written = [];
  try {
    const page = await browser.newPage();
    for (const { file, svg: source } of sources()) {
      const base64 = await page.evaluate(async (markup) => {
        const image = new globalThis.Image(); // evaluated in the page
        image.src = `data:image/svg+xml;base64,${btoa(markup)}`;
        await image.decode();
        const canvas = globalThis.document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', 0.8).split(',')[1];
      }, source);
      const target = path.join(dir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, Buffer.from(base64, 'base64'));
      written.push(target);
    }
  } finally {
    await browser.close();
  }
  return written;
}

module.exports = { COUNTS, sources, writeAll };

if (require.main === module) {
  writeAll().then(
    (files) => console.log(`wrote ${files.length} WebP files under ${path.relative(process.cwd(), MEDIA_DIR) || MEDIA_DIR}`),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
