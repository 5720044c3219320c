import { Carousel } from '@mantine/carousel';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';
import { Section } from '@/components/Section';
import { SiteImage } from '@/components/SiteImage';
import type { FacilityPhoto } from '@/content/home/home.types';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { homeFacilities } from '@/i18n/vi/home-facilities';
import classes from './FacilityGallery.module.css';

/**
 * 'CƠ SỞ VẬT CHẤT HIỆN ĐẠI': one photo is active (the first at start); clicking a photo or sliding
 * to it makes it active. On desktop the active photo takes 60% of the width and its neighbours 20%.
 */
export function FacilityGallery({ facilityPhotos }: { facilityPhotos: readonly FacilityPhoto[] }) {
  const t = useText('homeFacilities', homeFacilities);
  const [activeIndex, setActiveIndex] = useState(0);
  const embla = useRef<EmblaCarouselType | null>(null);

  // On desktop the slide widths follow the active photo, so the carousel measures again and
  // centres it; on smaller screens the widths never change and a plain scroll is enough.
  useEffect(() => {
    const api = embla.current;
    if (!api) return;
    if (window.matchMedia('(min-width: 62em)').matches) api.reInit();
    if (api.selectedScrollSnap() !== activeIndex) api.scrollTo(activeIndex);
  }, [activeIndex]);

  const active = facilityPhotos[activeIndex]!;
  return (
    <Section
      labelledBy="co-so-vat-chat"
      title={t.title}
      subtitle={t.subtitle}
    >
      <Carousel
        aria-label={t.label}
        getEmblaApi={(api) => {
          if (embla.current === api) return;
          embla.current = api;
          // 'settle' (not 'select'): the photo becomes active once the slide has finished moving.
          api.on('settle', () => setActiveIndex(api.selectedScrollSnap()));
        }}
        // Contained, not looped: five photos at 60/20% are too few for Embla to loop, and the first
        // one then sat centred after an empty fifth of the row. Now the row starts at its edge.
        emblaOptions={{ align: 'center', containScroll: 'keepSnaps', loop: false }}
        slideGap="md"
        withControls
        previousControlIcon={<IconChevronLeft size={20} aria-hidden />}
        nextControlIcon={<IconChevronRight size={20} aria-hidden />}
        previousControlProps={{ 'aria-label': t.previous }}
        nextControlProps={{ 'aria-label': t.next }}
        classNames={{ control: classes.control, container: classes.container }}
      >
        {facilityPhotos.map((photo, index) => (
          <Carousel.Slide
            key={photo.id}
            className={classes.slide}
            data-active={index === activeIndex || undefined}
            aria-label={fill(t.slide, { number: index + 1, count: facilityPhotos.length })}
          >
            <button
              type="button"
              className={classes.photo}
              aria-pressed={index === activeIndex}
              aria-label={fill(t.enlarge, { photo: photo.image.alt })}
              onClick={() => setActiveIndex(index)}
            >
              <SiteImage picture={photo.image} className={classes.image} />
            </button>
          </Carousel.Slide>
        ))}
      </Carousel>
      <p className={classes.caption} aria-live="polite">
        {active.image.alt}
      </p>
    </Section>
  );
}
