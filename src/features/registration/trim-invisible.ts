// Braille pattern blank (U+2800) is neither whitespace nor default-ignorable, yet renders as nothing.
const invisible = '[\\p{White_Space}\\p{Default_Ignorable_Code_Point}\\u2800]';
const invisibleEnds = new RegExp(`^${invisible}+|${invisible}+$`, 'gu');

/**
 * Like `trim()`, but also drops the characters that show nothing: zero-width spaces and joiners,
 * word joiners, byte order marks, direction marks. A name made only of them trims to ''.
 */
export function trimInvisible(text: string): string {
  return text.replace(invisibleEnds, '');
}
