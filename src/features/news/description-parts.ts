/** A run of a description's lines: plain text (its line breaks kept), or the items of a list. */
export type DescriptionPart = { kind: 'text'; text: string } | { kind: 'list'; items: string[] };

const listLine = /^\s*- (.*)$/;

/**
 * Splits an article description (plain text) into text and lists: consecutive lines that start
 * with "- " become the items of one list, everything else stays text as written.
 */
export function descriptionParts(description: string): DescriptionPart[] {
  const parts: DescriptionPart[] = [];
  let text: string[] = [];
  let items: string[] = [];
  const flushText = () => {
    const joined = text.join('\n').trim();
    if (joined) parts.push({ kind: 'text', text: joined });
    text = [];
  };
  const flushItems = () => {
    if (items.length > 0) parts.push({ kind: 'list', items });
    items = [];
  };
  for (const line of description.split(/\r?\n/)) {
    const item = listLine.exec(line)?.[1]?.trim();
    if (item) {
      flushText();
      items.push(item);
    } else {
      flushItems();
      text.push(line);
    }
  }
  flushText();
  flushItems();
  return parts;
}
