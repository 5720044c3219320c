// The news feature's public face, for other pages.
export { NewsHighlights } from './NewsHighlights';
