import type { FaqGroup } from './faq.types';

// Imported when asked for (see course-queries.ts).
const data = () => import('./faq.data');

/** The questions parents ask, by group, in the page's order. */
export async function listFaqGroups(): Promise<readonly FaqGroup[]> {
  return (await data()).faqGroups;
}
