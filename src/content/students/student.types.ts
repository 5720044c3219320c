import type { Gender } from '../person.types';
import type { Picture } from '@/lib/picture';

export interface Student {
  id: string;
  name: string;
  gender: Gender;
  image: Picture;
  /** What the student is honoured for / their class, e.g. 'IELTS 7.5 – Lớp 12'. */
  classLabel: string;
}

export interface GalleryImage extends Picture {
  id: string;
}

/** A parent's words about what changed for their child ('PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ'). */
export interface ParentTestimonial {
  id: string;
  quote: string;
  /** As parents are addressed, e.g. 'Chị Vũ Thanh Hương'. */
  parent: string;
  /** Whose parent, in which class, e.g. 'Phụ huynh bé Minh Anh, lớp Tiếng Anh tiểu học'. */
  child: string;
}
