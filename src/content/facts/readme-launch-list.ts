const start = '<!-- launch-list: written by `npm run launch-check -- --write`, never by hand -->';
const end = '<!-- /launch-list -->';

/** The README's text between its launch-list marks. */
export function launchListIn(readme: string): string | undefined {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  return from === -1 || to < from ? undefined : readme.slice(from + start.length, to).trim();
}

/** `readme` with `list` between its launch-list marks. */
export function withLaunchList(readme: string, list: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) throw new Error(`README.md has no launch-list marks: ${start} … ${end}`);
  return `${readme.slice(0, from + start.length)}\n${list}\n${readme.slice(to)}`;
}
