// The students feature's public face, for other pages.
export { StudentHonours } from './StudentHonours';
