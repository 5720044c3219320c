import type { ContactContent } from './contact.types';

// The data is imported when asked for (see course-queries.ts).
const data = () => import('./contact.data');

/** The contact page's map and its notes on getting there. Async like every content query, so a backend can serve it later. */
export async function getContactContent(): Promise<ContactContent> {
  const { areaMap, gettingHere } = await data();
  return { areaMap, gettingHere };
}
