import { RegisterButton } from '@/components/layout/RegisterButton';
import { PageHero } from '@/components/PageHero';
import type { AboutContent } from '@/content/about/about.types';
import { AboutTimeline } from '@/features/about/AboutTimeline';
import { CoreValues } from '@/features/about/CoreValues';
import { FounderStatement } from '@/features/about/FounderStatement';
import { PartnerPlates } from '@/features/about/PartnerPlates';
import { VisionMission } from '@/features/about/VisionMission';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { useText } from '@/i18n/use-text';
import { about } from '@/i18n/vi/about';
import { pageHeroImages } from '@/lib/page-hero-images';

/** '/gioi-thieu': the centre's story, founder, vision and mission, values and partners (docs/product.md#about-page). */
export function AboutPage({ content }: { content: AboutContent }) {
  const t = useText('about', about);
  return (
    <>
      <PageHero
        title={content.hero.title}
        {...pageHeroImages('about')}
        actions={<RegisterButton label={t.register} size="lg" />}
      >
        {content.hero.text}
      </PageHero>
      <AboutTimeline timeline={content.timeline} />
      <FounderStatement founder={content.founder} />
      <VisionMission vision={content.vision} mission={content.mission} />
      <CoreValues coreValues={content.coreValues} />
      <PartnerPlates partners={content.partners} />
      <RegistrationBlock />
    </>
  );
}
