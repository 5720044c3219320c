/**
 * The width of a container of long text (an article, the privacy policy): about 65-70 characters
 * a line in the container's own font size, plus the container's side padding.
 */
export const textMeasure = 'calc(68ch + 2 * var(--mantine-spacing-md))';
