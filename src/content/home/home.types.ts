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

export interface Banner {
  image: Picture;
  mobileImage?: Picture;
}

export interface BannerCaption {
  id: string;
  title: string;
  text: string;
}

export interface MissionStatement {
  title: string;
  paragraphs: string[];
  image: Picture;
}

/** The home page's own copy (its course, student, teacher and news blocks come from their queries). */
export interface HomeContent {
  banners: readonly Banner[];
  bannerCaptions: readonly BannerCaption[];
  missionStatement: MissionStatement;
  statistics: readonly Statistic[];
  facilityPhotos: readonly FacilityPhoto[];
}
