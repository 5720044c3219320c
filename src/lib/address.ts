/** [pattern, replacement] for one part of an address, the first that matches (the shell words' `centre.addressParts`). */
type AddressRules = readonly (readonly [pattern: string, replacement: string])[];

/** Each language's rules made regular expressions once: the footer and the policy's sentences write the address on every render. */
const compiledRules = new WeakMap<AddressRules, readonly (readonly [RegExp, string])[]>();

function compiled(rules: AddressRules) {
  let made = compiledRules.get(rules);
  if (!made) {
    made = rules.map(([pattern, replacement]) => [new RegExp(pattern, 'iu'), replacement] as const);
    compiledRules.set(rules, made);
  }
  return made;
}

/**
 * The centre's address as a page writes it (docs/decisions.md#english-version): each part of the
 * configured address (between its commas) by the first of its language's rules that matches
 * (the shell words' `centre.addressParts`), a part no rule knows as it is written. A Vietnamese page
 * has no rules, so writes it as the centre does; the English rules come with the English words
 * only. Read from the configured address, so the two languages can never name different places.
 */
export function writeAddress(address: string, rules: AddressRules): string {
  return address
    .split(',')
    .map((part) => {
      const written = part.trim();
      for (const [rule, replacement] of compiled(rules)) {
        if (rule.test(written)) return written.replace(rule, replacement);
      }
      return written;
    })
    .join(', ');
}
