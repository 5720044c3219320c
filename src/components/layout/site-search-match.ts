import type { SearchEntry } from '@/content/site-navigation';
import { foldVietnamese } from '@/lib/fold-vietnamese';

/** The words a parent may type for a page or a course, by its search entry's id ('fees', 'course-7'): `siteSearch.keywords`. */
type SearchKeywords = Readonly<Record<string, string>>;

/** How much a typed word found in each part of an entry counts: its name first, then its line, then its keywords. */
const weights = { label: 4, description: 2, keywords: 1 } as const;

/**
 * The entries a search finds, best first: those with every typed word (accents and case aside) in
 * their name, their line or their keywords, ordered by where the words were found; between words
 * found only in keywords, the entry that lists them sooner (each entry's keywords are written most
 * telling first); then the list's own order. `keywords` are the words of the page's language a
 * parent types and the entry does not show: 'IELTS' for the course that prepares for it, 'privacy'
 * for the policy.
 */
export function searchSite<Entry extends Pick<SearchEntry, 'id' | 'label' | 'description'>>(entries: readonly Entry[], keywords: SearchKeywords, query: string): Entry[] {
  const words = foldVietnamese(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries
    .map((entry, index) => {
      const parts = { label: foldVietnamese(entry.label), description: foldVietnamese(entry.description), keywords: foldVietnamese(keywords[entry.id] ?? '') };
      let score = 0;
      let keywordPlace = 0;
      for (const word of words) {
        const found = (Object.keys(weights) as (keyof typeof weights)[]).find((part) => parts[part].includes(word));
        if (!found) return undefined;
        score += weights[found];
        if (found === 'keywords') keywordPlace += parts.keywords.indexOf(word);
      }
      return { entry, index, score, keywordPlace };
    })
    .filter((match) => match !== undefined)
    .sort((a, b) => b.score - a.score || a.keywordPlace - b.keywordPlace || a.index - b.index)
    .map(({ entry }) => entry);
}
