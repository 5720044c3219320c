import type { Picture } from '@/lib/picture';

export interface Student {
  id: string;
  name: string;
  image: Picture;
  /** What the student is honoured for / their class, e.g. 'IELTS 7.5 – Lớp 12'. */
  classLabel: string;
}

export interface GalleryImage extends Picture {
  id: string;
}
