import type { Picture } from '@/lib/picture';

export interface Statistic {
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
