/** An image shipped in `public/`, with the size it was drawn at so the browser can reserve its box. */
export interface Picture {
  /** Path under `public/`, without a leading slash, e.g. `images/teachers/1.svg`. */
  src: string;
  width: number;
  height: number;
  /** Vietnamese description; empty string when the image is decorative. */
  alt: string;
}
