/** From this many images on, the grid shows the first eight and a ninth 'Xem thêm' tile. */
const galleryMoreThreshold = 9;
/** Images shown in the grid before the 'Xem thêm' tile. */
const galleryGridSize = 8;

type GalleryLayoutKind = 'grid-with-more' | 'row' | 'two-by-two' | 'rows-of-three';

export interface GalleryLayout {
  kind: GalleryLayoutKind;
  /** How many images the grid shows as plain tiles. */
  shown: number;
}

/**
 * How the gallery lays out `count` images (docs/product.md#gallery): 9 or more → 8 plus 'Xem thêm';
 * up to 3 → one row; exactly 4 → 2x2; 5 to 8 → rows of three.
 */
export function galleryLayout(count: number): GalleryLayout {
  if (count >= galleryMoreThreshold) return { kind: 'grid-with-more', shown: galleryGridSize };
  if (count <= 3) return { kind: 'row', shown: count };
  if (count === 4) return { kind: 'two-by-two', shown: 4 };
  return { kind: 'rows-of-three', shown: count };
}
