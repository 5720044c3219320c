/** Types for manifest.mjs, so TypeScript code (content tests) can import it. */
export interface ManifestEntry {
  /** Path under `public/` (under src/content/level-check/pictures/ for levelCheckPictures), without a leading slash. */
  path: string;
  width: number;
  height: number;
  kind: string;
  variant?: number | string;
  course?: string;
}

export declare const manifest: readonly ManifestEntry[];
export declare const levelCheckPictures: readonly ManifestEntry[];
