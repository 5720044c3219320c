/**
 * The centre's address as a page writes it (docs/decisions.md#english-version): each part of the
 * configured address (between its commas) by the first of its language's rules that matches
 * (the shell words' `centre.addressParts`), a part no rule knows as it is written. A Vietnamese page
 * has no rules, so writes it as the centre does; the English rules come with the English words
 * only. Read from the configured address, so the two languages can never name different places.
 */
export function writeAddress(address: string, rules: readonly (readonly [pattern: string, replacement: string])[]): string {
  return address
    .split(',')
    .map((part) => {
      const written = part.trim();
      for (const [pattern, replacement] of rules) {
        const rule = new RegExp(pattern, 'iu');
        if (rule.test(written)) return written.replace(rule, replacement);
      }
      return written;
    })
    .join(', ');
}
