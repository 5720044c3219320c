import type { Picture } from '@/lib/picture';

export interface Statistic {
  id: string;
  value: string;
  description: string;
}

export interface FacilityPhoto {
  id: number;
  image: Picture;
}

/** A hero slide: its backdrop and the message over it. */
export interface Banner {
  id: string;
  image: Picture;
  mobileImage?: Picture;
  caption: { title: string; text: string };
}

export interface MissionStatement {
  title: string;
  paragraphs: string[];
  image: Picture;
}

/** The home page's own copy (its course, student, teacher and news blocks come from their queries). */
export interface HomeContent {
  banners: readonly Banner[];
  missionStatement: MissionStatement;
  statistics: readonly Statistic[];
  facilityPhotos: readonly FacilityPhoto[];
}
