/* global document, window -- page.evaluate callbacks run in the browser */
// Screenshots of pages at phone and desktop width, light and dark, for looking at what we build.
// Usage: node scripts/screenshots.mjs <base url> <out dir> [path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:4180', out = '.tmp/screens', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/'];
const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const size of sizes) {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: size, colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      // Scroll through the page so lazy images load, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const file = `${out}/${path.replace(/\W+/g, '_') || 'home'}-${size.name}-${colorScheme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
