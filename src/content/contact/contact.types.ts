import type { Picture } from '@/lib/picture';

/** One way of coming to the centre, or a rule for picking a child up. */
export interface GettingHereNote {
  id: 'motorbike' | 'car' | 'bus' | 'pick-up';
  title: string;
  paragraphs: string[];
}

/** The contact page's content beside the centre's details (which are `siteConfig`'s). */
export interface ContactContent {
  /** The drawing of the centre's surroundings. */
  areaMap: Picture;
  /** How to come: by motorbike, car, bus, and picking a child up. */
  gettingHere: readonly GettingHereNote[];
}
