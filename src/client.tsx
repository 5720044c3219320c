// The site's stylesheet starts with these, in this order (Mantine's, the site's own), before any
// component's styles: as the browser's entry, this file's imports come first in it.
import './theme/mantine-styles';
import './theme/global.css';
import fontsStylesheet from './theme/fonts.css?url';

/**
 * The browser's entry (TanStack Start's client entry), the page's one script. The page is whole
 * without its code: its styles and first-screen picture come first, and the code
 * (src/hydrate.tsx) is fetched once they have loaded and been painted. On a phone's slow link the
 * picture does not share the bandwidth with 140 kB of code (docs/performance.md#the-first-screen-before-the-code). A tap or a form sent meanwhile is kept and
 * replayed once the code runs (the page's inline script: src/components/early-input.ts).
 */
const start = () => void import('./hydrate');
const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start));

/**
 * The fonts are asked for once the first screen is painted (in the system font, as `swap` would
 * paint it until they arrive): fetched with the page's stylesheet, their 110 kB shared a phone's
 * slow link with the first-screen picture. Their faces are used together, once all have loaded: used
 * as each arrived, every one laid the whole page out again, three times on a course page. Their
 * stylesheet, read as a print one, says what they are; where that fails, it is used as it is.
 */
function loadFonts() {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: fontsStylesheet, media: 'print' });
  const useStylesheet = () => (link.media = 'all');
  link.onerror = useStylesheet;
  link.onload = () => {
    const faces = [...link.sheet!.cssRules].flatMap((rule) =>
      // The family as the stylesheet writes it, in quotes: the name is what is inside.
      rule instanceof CSSFontFaceRule
        ? [
            new FontFace(rule.style.fontFamily.replace(/"/g, ''), rule.style.getPropertyValue('src'), {
              weight: rule.style.fontWeight,
            }),
          ]
        : [],
    );
    Promise.all(faces.map((face) => face.load())).then(() => faces.forEach((face) => document.fonts.add(face)), useStylesheet);
  };
  document.head.append(link);
}
/** Runs `then` once the browser reports the first paint (where it cannot, after the next frame). */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}
afterFirstPaint(loadFonts);

if (document.readyState === 'complete') startAfterPaint();
else window.addEventListener('load', startAfterPaint, { once: true });
