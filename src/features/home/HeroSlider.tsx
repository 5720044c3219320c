import { AutoplayCarousel } from '@/components/carousel/AutoplayCarousel';
import { ButtonLink } from '@/components/links';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { ResponsivePicture } from '@/components/ResponsivePicture';
import type { Banner } from '@/content/home/home.types';
import { useText } from '@/i18n/use-text';
import { home } from '@/i18n/vi/home';
import { useState } from 'react';
import classes from './HeroSlider.module.css';

const heroDelayMs = 5000;

/**
 * Two banners looping every 5 s; the first has a portrait image for phones. Each slide carries its
 * own buttons under its text, so they move with it; only the shown slide's can be reached.
 */
export function HeroSlider({ banners }: { banners: readonly Banner[] }) {
  const [shown, setShown] = useState(0);
  const { hero } = useText('home', home);
  return (
    <div className={classes.hero}>
      <AutoplayCarousel
        label={hero.label}
        delay={heroDelayMs}
        pausePosition="overlay"
        height={600}
        withControls={false}
        withIndicators
        classNames={{ indicators: classes.indicators }}
        onSlideChange={setShown}
      >
        {banners.map((banner, index) => {
          const { caption } = banner;
          return (
            <div key={banner.id} className={classes.slide}>
              <ResponsivePicture
                picture={banner.image}
                mobilePicture={banner.mobileImage}
                priority={index === 0}
                className={classes.image}
              />
              {caption && (
                <div className={classes.caption}>
                  <p className={classes.title}>{caption.title}</p>
                  <p className={classes.text}>{caption.text}</p>
                  <div className={classes.actions} inert={index !== shown}>
                    <RegisterButton size="lg" label={hero.register} />
                    <ButtonLink to="/" hash="chuong-trinh-hoc" variant="white" size="lg" className={classes.secondary}>
                      {hero.programmes}
                    </ButtonLink>
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </AutoplayCarousel>
    </div>
  );
}
