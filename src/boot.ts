// The site's one stylesheet starts with these, in this order (Mantine's, the fonts, the site's own),
// before any component's styles: as the page's script, this file's imports come first in it.
import './theme/mantine-styles';
import './theme/fonts';
import './theme/global.css';
import { holdEarlySubmits } from './lib/early-submits';

/**
 * The page's one script. A prerendered page is whole without code: its styles, fonts and
 * first-screen picture come first, and the code (src/main.tsx, which hydrates the page) is fetched
 * once they have loaded and been painted. On a phone's slow link the picture does not share the
 * bandwidth with 130 kB of code, and a form sent meanwhile is held, not lost (early-submits.ts).
 * The app shell (a news article) has nothing to show before its code, so it asks for it at once.
 */
holdEarlySubmits();

const start = () => void import('./main');
const startAfterPaint = () => requestAnimationFrame(() => setTimeout(start));

if (!('$_TSR' in window)) start();
else if (document.readyState === 'complete') startAfterPaint();
else window.addEventListener('load', startAfterPaint, { once: true });
