// Prints the centre's one-page brochure to public/brochure/mat-troi-nho-brochure.pdf with Chromium,
// from brochure.html, the site's illustrations and font, and the contact details in .env.example.
// Run: node scripts/brochure/build.mjs  (needs Chromium: CHROME_PATH or /usr/bin/chromium)
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

const contact = Object.fromEntries(
  readFileSync(resolve(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^VITE_SITE_\w+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2)),
);

const fontUrl = (weight, subset) =>
  pathToFileURL(resolve(root, `node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff2`)).href;
const fontFaces = [400, 600, 800]
  .flatMap((weight) => ['latin', 'vietnamese'].map((subset) =>
    `@font-face{font-family:'Be Vietnam Pro';font-weight:${weight};src:url(${fontUrl(weight, subset)}) format('woff2');}`))
  .join('\n');

const html = readFileSync(resolve(here, 'brochure.html'), 'utf8')
  .replace('/*FONTS*/', fontFaces)
  .replaceAll('{{public}}', pathToFileURL(resolve(root, 'public')).href)
  .replaceAll('{{phone}}', contact.VITE_SITE_PHONE)
  .replaceAll('{{email}}', contact.VITE_SITE_EMAIL)
  .replaceAll('{{address}}', contact.VITE_SITE_ADDRESS);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--allow-file-access-from-files'],
});
const page = await browser.newPage();
await page.setContent(html, { waitUntil: 'load' });
// eslint-disable-next-line no-undef -- runs in the page
await page.evaluate(() => document.fonts.ready);
const out = resolve(root, 'public/brochure/mat-troi-nho-brochure.pdf');
await page.pdf({ path: out, format: 'A4', printBackground: true, margin: { top: '0', right: '0', bottom: '0', left: '0' } });
await browser.close();
console.log(`wrote ${out}`);
