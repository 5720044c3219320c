import type { Picture } from '@/lib/picture';

export interface TimelineEntry {
  /** Its twin's key (the period it covers). */
  id: string;
  time: string;
  text: string;
  image: Picture;
}

export interface CoreValue {
  id: string;
  title: string;
  description: string;
  icon: Picture;
}

export interface Partner {
  name: string;
  logo: Picture;
}

/** Everything the about page shows, in its order. */
export interface AboutContent {
  hero: { title: string; text: string };
  timeline: readonly TimelineEntry[];
  founder: { name: string; role: string; statement: string[]; image: Picture };
  vision: string;
  mission: string;
  coreValues: readonly CoreValue[];
  partners: readonly Partner[];
}
