import type { Picture } from './picture';

/** Inner pages with their own hero illustration (scripts/illustrations: kinds 'page-hero' and 'page-hero-mobile'). */
export type PageHeroName = 'about' | 'students' | 'teachers' | 'cambridge' | 'news';

/**
 * The wide hero illustration of an inner page and its portrait version for phones. Both are
 * decoration behind the page's h1 (PageHero gives them an empty alt).
 */
export function pageHeroImages(name: PageHeroName): { image: Picture; mobileImage: Picture } {
  return {
    image: { src: `images/heroes/${name}.svg`, width: 1920, height: 600, alt: '' },
    mobileImage: { src: `images/heroes/${name}-mobile.svg`, width: 780, height: 1200, alt: '' },
  };
}
