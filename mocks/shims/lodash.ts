// @mswjs/data (CommonJS) requires lodash whole for this one function; in the browser bundle the
// alias in vite.config.ts points `lodash` here, so the fake backend's chunk carries only it.
export { default as isFunction } from 'lodash/isFunction';
