// The news feature's public face, for other pages.
export { NewsHighlights } from './NewsHighlights';
export { loadHomeNews, type HomeNews } from './load-home-news';
