// The registration feature's public face, for pages.
export { PageRegistration } from './PageRegistration';
