import { businessFacts, contactSettingsLeftAtDefault, type BusinessFact, type FactId } from './business-facts.ts';

type Entry = [FactId, BusinessFact];
const entries = Object.entries(businessFacts) as Entry[];

/**
 * The facts still samples. Given the build's settings, the contact details count as the centre's
 * once every one of them is set (not left at its default).
 */
export function sampleFacts(settings?: Record<string, string | undefined>): Entry[] {
  return entries.filter(([id, fact]) => {
    if (fact.source.from !== 'sample') return false;
    return id !== 'contactDetails' || !settings || contactSettingsLeftAtDefault(settings).length > 0;
  });
}

/** The spec's facts the centre is asked about: the site keeps the spec's words meanwhile. */
const doubts = () => entries.flatMap(([id, { source }]) => (source.from === 'spec' && source.doubt ? [{ id, doubt: source.doubt }] : []));

const pageNames: Record<string, string> = { '*': 'every page', '/khoa-hoc/…': "every course's page" };
const pageName = (page: string) => pageNames[page] ?? page;

/** The sample facts by page, each page once, in the order the facts first name them. */
export function samplesByPage(samples: Entry[] = sampleFacts()): Map<string, FactId[]> {
  const byPage = new Map<string, FactId[]>();
  for (const [id, fact] of samples) for (const page of fact.pages) byPage.set(page, [...(byPage.get(page) ?? []), id]);
  return byPage;
}

/**
 * The README's launch list (between its `launch-list` marks): what the centre must give, fact by
 * fact, then the pages each sample is on, then the spec's doubts. Written by `npm run launch-check -- --write`.
 */
export function launchListMarkdown(): string {
  const samples = sampleFacts();
  const lines = [
    `${samples.length} facts on the site are samples written for the demo (\`src/content/facts/business-facts.ts\`). For each, the centre gives its own or confirms it; then its entry says \`from: 'centre'\` with the day:`,
    '',
    ...samples.map(([id, fact]) => `- **${fact.what}** (\`${id}\`): ${fact.source.from === 'sample' ? fact.source.ask : ''}. In ${fact.files.map((file) => `\`${file}\``).join(', ')}.`),
    '',
    `They are on ${samplesByPage(samples).size} pages (and their English twins):`,
    '',
    ...[...samplesByPage(samples)].map(([page, ids]) => `- ${pageName(page).startsWith('/') ? `\`${page}\`` : pageName(page)}: ${ids.map((id) => `\`${id}\``).join(', ')}`),
    '',
    "The spec's own words, kept, that the centre is asked to confirm:",
    '',
    ...doubts().map(({ id, doubt }) => `- \`${id}\`: ${doubt}`),
  ];
  return lines.join('\n');
}

/** What `npm run launch-check` prints: nothing to do, or each sample fact by page. */
export function launchCheckReport(samples: Entry[]): string {
  if (samples.length === 0) return 'Every fact on the site is the spec\'s or the centre\'s: ready for launch.';
  const byPage = [...samplesByPage(samples)].map(
    ([page, ids]) => `  ${pageName(page)}\n${ids.map((id) => `    - ${businessFacts[id].what} (${id})`).join('\n')}`,
  );
  return `${samples.length} sample facts still on the site, on ${byPage.length} pages (and their English twins):\n${byPage.join('\n')}\nEach is to be given or confirmed by the centre: src/content/facts/business-facts.ts says what to ask.`;
}
