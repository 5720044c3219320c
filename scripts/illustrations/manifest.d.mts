/** Types for manifest.mjs, so TypeScript code (content tests) can import it. */
export interface ManifestEntry {
  /** Path under `public/` (under src/content/level-check/pictures/ for levelCheckPictures), without a leading slash. */
  path: string;
  width: number;
  height: number;
  kind: string;
  variant?: number | string;
  course?: string;
  /** Portraits: the gender they are drawn as (the content declares the person's). */
  gender?: 'female' | 'male';
  /** Student portraits: drawn as a primary pupil or as a teenager. */
  age?: 'child' | 'teen';
  /** Teacher portraits: drawn with the foreign teachers' skin tones and hair. */
  foreign?: boolean;
}

export declare const manifest: readonly ManifestEntry[];
export declare const levelCheckPictures: readonly ManifestEntry[];
