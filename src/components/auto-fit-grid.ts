import type { CSSProperties } from 'react';

/**
 * A grid of as many equal columns as fit, none narrower than `minWidth` (one on a phone), spaced by
 * `gap`: as an inline style, so a page that uses it adds nothing to the one stylesheet every page loads.
 */
export function autoFitGrid(minWidth: string, gap = 'var(--mantine-spacing-lg)'): CSSProperties {
  return { display: 'grid', gap, gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr))` };
}
