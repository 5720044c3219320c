// Prints the centre's one-page brochure to public/brochure/mat-troi-nho-brochure.pdf with Chromium,
// from brochure.html, the site's illustrations and font, home's figures (brochure-html.ts), and the
// centre's contact details as the site of the same mode shows
// them: Vite's own env loading (.env, .env.local, .env.<mode>, .env.<mode>.local; variables already
// set in the environment win), and for a blank or missing one the app's default
// (src/lib/env-defaults.ts).
// Run: npm run brochure [-- --mode <mode>]  (mode: production by default; tsx, for the app's .ts
// defaults. Needs Chromium: CHROME_PATH, else the browser tests' headless Chromium, else
// /usr/bin/chromium. The committed print is the headless one's: another Chromium may place the
// letters a fraction of a point apart, and its file differs)
// The same inputs and Chromium print the same file, byte for byte: the PDF carries no date.
import '../require-node-24.mjs';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadEnv } from 'vite';
import { envDefaults } from '../../src/lib/env-defaults.ts';
import { courses } from '../../src/content/courses/catalogue.ts';
import { brochureHtml } from './brochure-html.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

const { mode } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } }).values;
const env = loadEnv(mode, root, '');
/** As src/lib/env.ts reads it: trimmed, and blank or missing means the default. */
const contact = (key) => env[key]?.trim() || envDefaults[key];

const fontUrl = (weight, subset) =>
  pathToFileURL(resolve(root, `node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff2`)).href;
const fontFaces = [400, 600, 800]
  .flatMap((weight) => ['latin', 'vietnamese'].map((subset) =>
    `@font-face{font-family:'Be Vietnam Pro';font-weight:${weight};src:url(${fontUrl(weight, subset)}) format('woff2');}`))
  .join('\n');

/** Each course's ages as its page says them, by id. */
const courseAges = () => Object.fromEntries(courses.flatMap((course) => (course.age ? [[course.id, course.age]] : [])));

const html = brochureHtml({
  template: readFileSync(resolve(here, 'brochure.html'), 'utf8'),
  fontFaces,
  publicUrl: pathToFileURL(resolve(root, 'public')).href,
  contact: { phone: contact('VITE_SITE_PHONE'), email: contact('VITE_SITE_EMAIL'), address: contact('VITE_SITE_ADDRESS') },
  courseAges: courseAges(),
});

const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--allow-file-access-from-files'],
});
const page = await browser.newPage();
// Opened from a file, not set as content: a page of about:blank may not load the file:// pictures and font.
const pageFile = join(mkdtempSync(join(tmpdir(), 'brochure-')), 'brochure.html');
writeFileSync(pageFile, html);
await page.goto(pathToFileURL(pageFile).href, { waitUntil: 'load' });
// eslint-disable-next-line no-undef -- runs in the page
await page.evaluate(() => document.fonts.ready);
const out = resolve(root, 'public/brochure/mat-troi-nho-brochure.pdf');
const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: { top: '0', right: '0', bottom: '0', left: '0' } });
await browser.close();
// Chromium dates the print (CreationDate and ModDate, optional entries of the PDF's Info): blanked
// out with as many spaces, so that the byte offsets the PDF's cross-reference table holds still hold.
const undated = pdf.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, (entry) => ' '.repeat(entry.length));
writeFileSync(out, Buffer.from(undated, 'latin1'));
console.log(`wrote ${out} (mode ${mode})`);
