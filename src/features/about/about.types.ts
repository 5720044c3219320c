import type { Picture } from '@/lib/picture';

export interface TimelineEntry {
  time: string;
  text: string;
  image: Picture;
}

export interface CoreValue {
  title: string;
  description: string;
  icon: Picture;
}

export interface Partner {
  name: string;
  logo: Picture;
}
