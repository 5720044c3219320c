// `npm run launch-check`: the sample facts still on the site, by page (src/content/facts/); exits 1
// while any remain. `-- --write` writes the README's launch list from the same facts instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { launchCheckReport, launchListMarkdown, sampleFacts } from '../src/content/facts/launch-list';
import { withLaunchList } from '../src/content/facts/readme-launch-list';

if (process.argv.includes('--write')) {
  const readme = new URL('../README.md', import.meta.url);
  writeFileSync(readme, withLaunchList(readFileSync(readme, 'utf8'), launchListMarkdown()));
  console.log('README.md: launch list written');
} else {
  const samples = sampleFacts();
  console.log(launchCheckReport(samples));
  process.exitCode = samples.length > 0 ? 1 : 0;
}
