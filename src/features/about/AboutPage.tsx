import { PageHero } from '@/components/PageHero';
import { PageRegistration } from '@/features/registration';
import { pageHeroImages } from '@/lib/page-hero-images';
import { aboutHero } from './about.data';
import { AboutTimeline } from './AboutTimeline';
import { CoreValues } from './CoreValues';
import { FounderStatement } from './FounderStatement';
import { PartnerPlates } from './PartnerPlates';
import { VisionMission } from './VisionMission';

/** '/gioi-thieu': the centre's story, founder, vision and mission, values and partners (SPEC section 2). */
export function AboutPage() {
  return (
    <>
      <PageHero title={aboutHero.title} {...pageHeroImages('about')}>
        {aboutHero.text}
      </PageHero>
      <AboutTimeline />
      <FounderStatement />
      <VisionMission />
      <CoreValues />
      <PartnerPlates />
      <PageRegistration />
    </>
  );
}
