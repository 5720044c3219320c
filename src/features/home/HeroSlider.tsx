import { AutoplayCarousel } from '@/components/carousel/AutoplayCarousel';
import { ButtonLink } from '@/components/links';
import { RegisterButton } from '@/components/layout/RegisterButton';
import { ResponsivePicture } from '@/components/ResponsivePicture';
import type { Banner, BannerCaption } from '@/content/home/home.types';
import classes from './HeroSlider.module.css';

const heroDelayMs = 5000;

/** Two banners looping every 5 s; the first has a portrait image for phones. */
export function HeroSlider({ banners, bannerCaptions }: { banners: readonly Banner[]; bannerCaptions: readonly BannerCaption[] }) {
  return (
    <div className={classes.hero}>
      <AutoplayCarousel
        label="Ảnh giới thiệu trung tâm"
        delay={heroDelayMs}
        pausePosition="overlay"
        height={600}
        withControls={false}
        withIndicators
        classNames={{ indicators: classes.indicators }}
      >
        {banners.map((banner, index) => {
          const caption = bannerCaptions[index];
          return (
            <div key={banner.image.src} className={classes.slide}>
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
                </div>
              )}
            </div>
          );
        })}
      </AutoplayCarousel>
      <div className={classes.actions}>
        <RegisterButton size="lg" label="Đăng ký học thử miễn phí" />
        <ButtonLink to="/" hash="chuong-trinh-hoc" variant="white" size="lg" className={classes.secondary}>
          Xem chương trình học
        </ButtonLink>
      </div>
    </div>
  );
}
