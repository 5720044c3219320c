import type { Plugin } from 'vite';
import { launchCheckReport, sampleFacts } from '../../src/content/facts/launch-list.ts';

/**
 * `npm run build:launch` (SITE_LAUNCH=true): the build for the centre's launch refuses to start while a fact on the
 * site is a sample, or a contact detail is left at its default (`settings`: the build's variables),
 * and says which (src/content/facts/). Any other build may carry samples: the demo shows them.
 */
export function refuseSampleFacts(settings: Record<string, string | undefined>, launch: boolean): Plugin {
  return {
    name: 'refuse-sample-facts',
    apply: 'build',
    buildStart() {
      if (!launch) return;
      const samples = sampleFacts(settings);
      if (samples.length > 0) this.error(`A launch build states only the spec's and the centre's facts.\n${launchCheckReport(samples)}`);
    },
  };
}
