import { Carousel, type CarouselProps, type CarouselStylesNames } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { Children, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { carousel } from '@/i18n/vi/carousel';
import classes from './AutoplayCarousel.module.css';

interface AutoplayCarouselProps extends Omit<CarouselProps, 'plugins' | 'children' | 'classNames'> {
  /** Added to the carousel's own classes. */
  classNames?: CarouselClassNames;
  /** What the carousel shows, for screen readers ('Ảnh nổi bật', 'Chương trình học'...). */
  label: string;
  /** Milliseconds between slides. */
  delay: number;
  /** Where the pause button sits: over the slides, or in the bar under them with the dots. */
  pausePosition?: 'overlay' | 'below';
  /** For slide widths at breakpoints the theme does not have (e.g. 640 and 1024 px). */
  slideClassName?: string;
  children: ReactNode;
}

type CarouselClassNames = Partial<Record<CarouselStylesNames, string>>;

/** Ours, with the caller's added to them (a banner places its dots over the picture), never instead. */
function mergeClassNames(extra: CarouselClassNames = {}): CarouselClassNames {
  const merged: CarouselClassNames = { control: classes.control, indicators: classes.indicators, indicator: classes.indicator };
  for (const [part, name] of Object.entries(extra) as [CarouselStylesNames, string][]) {
    merged[part] = merged[part] ? `${merged[part]} ${name}` : name;
  }
  return merged;
}

/**
 * A carousel that moves by itself, as WCAG 2.2.2 asks: a visible pause/play button, no autoplay
 * for visitors who ask for reduced motion, and a pause while the pointer or keyboard focus is in it.
 */
export function AutoplayCarousel({
  label,
  delay,
  pausePosition = 'below',
  slideClassName,
  children,
  emblaOptions,
  classNames,
  ...carouselProps
}: AutoplayCarouselProps) {
  const reduceMotion = useReducedMotion();
  const text = useText('carousel', carousel);
  const [autoplay] = useState(() =>
    // The plugin only stops on a drag; resuming after it is ours to decide (the visitor may have paused).
    Autoplay({ delay, playOnInit: false, stopOnInteraction: true, stopOnMouseEnter: false, stopOnFocusIn: false }),
  );
  // The visitor's choice; hover and focus only pause for a while, they do not change it.
  const [playing, setPlaying] = useState(true);
  const held = useRef({ hover: false, focus: false });

  // The plugin can only be driven once Embla has started it, and it only starts when there is
  // more than one page to move between.
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);

  const shouldRun = playing && !reduceMotion;
  const apply = (run: boolean) => {
    if (!embla || embla.scrollSnapList().length <= 1) return;
    if (run) autoplay.play();
    else autoplay.stop();
  };
  const sync = () => apply(shouldRun && !held.current.hover && !held.current.focus);

  const latestSync = useRef(sync);
  useEffect(() => {
    latestSync.current = sync;
  });
  useEffect(() => latestSync.current(), [embla, shouldRun]);

  // After a drag (touch has no hover), carry on only if the visitor had not paused; after a
  // re-measure (the window grew past a breakpoint), the plugin starts over and needs telling again.
  useEffect(() => {
    if (!embla) return;
    const resync = () => latestSync.current();
    embla.on('pointerUp', resync).on('reInit', resync);
    return () => {
      embla.off('pointerUp', resync).off('reInit', resync);
    };
  }, [embla]);

  const slideCount = Children.count(children);
  const pauseLabel = playing ? text.pause : text.play;
  const pauseButton = (
    <button
      type="button"
      className={classes.pause}
      data-position={pausePosition}
      aria-label={pauseLabel}
      title={pauseLabel}
      aria-pressed={!playing}
      onClick={() => setPlaying((value) => !value)}
    >
      {playing ? <IconPlayerPauseFilled size={18} aria-hidden /> : <IconPlayerPlayFilled size={18} aria-hidden />}
    </button>
  );

  return (
    <div
      className={classes.root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={shouldRun ? 'on' : 'off'}
      onMouseEnter={() => {
        held.current.hover = true;
        sync();
      }}
      onMouseLeave={() => {
        held.current.hover = false;
        sync();
      }}
      onFocus={() => {
        held.current.focus = true;
        sync();
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        held.current.focus = false;
        sync();
      }}
    >
      <Carousel
        plugins={[autoplay]}
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true, align: 'start', duration: reduceMotion ? 8 : 25, ...emblaOptions }}
        previousControlIcon={<IconChevronLeft size={20} aria-hidden />}
        nextControlIcon={<IconChevronRight size={20} aria-hidden />}
        previousControlProps={{ 'aria-label': text.previous }}
        nextControlProps={{ 'aria-label': text.next }}
        getIndicatorProps={(index) => ({ 'aria-label': fill(text.goTo, { number: index + 1 }) })}
        attributes={{ indicators: { 'aria-label': fill(text.indicators, { label }) } }}
        {...carouselProps}
        classNames={mergeClassNames(classNames)}
      >
        {Children.map(children, (child, index) => (
          <Carousel.Slide className={slideClassName} aria-label={fill(text.slide, { number: index + 1, count: slideCount })}>
            {child}
          </Carousel.Slide>
        ))}
      </Carousel>
      {pauseButton}
    </div>
  );
}
