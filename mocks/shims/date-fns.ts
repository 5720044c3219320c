// @mswjs/data (CommonJS) requires date-fns whole for this one function; in the browser bundle the
// alias in vite.config.ts points `date-fns` here, so the fake backend's chunk carries only it.
export { default as compareAsc } from 'date-fns/compareAsc';
