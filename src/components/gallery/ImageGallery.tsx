import { useDisclosure } from '@mantine/hooks';
import { useState, type CSSProperties } from 'react';
import { AutoplayCarousel } from '@/components/carousel/AutoplayCarousel';
import { SiteImage } from '@/components/SiteImage';
import { lazyPart } from '@/components/lazy-part';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { gallery } from '@/i18n/vi/gallery';
import type { Picture } from '@/lib/picture';
import { galleryLayout } from './gallery-layout';
import classes from './ImageGallery.module.css';

const galleryCarouselDelayMs = 5000;

const GalleryDialog = lazyPart(() => import('./GalleryDialog').then((module) => module.GalleryDialog));

type GalleryPicture = Picture & { id: string };

interface ImageGalleryProps {
  images: readonly GalleryPicture[];
  /** What the pictures show; names the grid, the phone carousel and the dialog. */
  label: string;
}

/**
 * A gallery of pictures: from 576 px a grid (see `galleryLayout`; with 9 or more pictures the first
 * eight and a 'Xem thêm' tile opening a dialog with all of them), on smaller phones an autoplaying
 * carousel, one picture per view. Both are rendered and CSS shows one, so no script measures the
 * screen.
 */
export function ImageGallery({ images, label }: ImageGalleryProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog's code loads when the 'Xem thêm' tile is pointed at, focused or used.
  const [wanted, setWanted] = useState(false);
  const text = useText('gallery', gallery);
  const layout = galleryLayout(images.length);
  const more = layout.kind === 'grid-with-more' ? images[layout.shown] : undefined;
  const columns = layout.kind === 'row' ? Math.max(images.length, 1) : layout.kind === 'two-by-two' ? 2 : 3;

  return (
    <div className={classes.root}>
      <ul
        className={classes.grid}
        data-layout={layout.kind}
        aria-label={label}
        style={{ '--gallery-columns': columns } as CSSProperties}
      >
        {images.slice(0, layout.shown).map((image) => (
          <li key={image.id} className={classes.tile}>
            <SiteImage picture={image} className={classes.image} />
          </li>
        ))}
        {more && (
          <li className={classes.tile}>
            <button
              type="button"
              className={classes.more}
              aria-haspopup="dialog"
              onPointerEnter={GalleryDialog.preload}
              onFocus={GalleryDialog.preload}
              onClick={() => {
                setWanted(true);
                open();
              }}
            >
              {/* The tile's words say what it does; the picture behind them only hints at more. */}
              <SiteImage picture={{ ...more, alt: '' }} className={classes.image} />
              <span className={classes.moreText}>
                <span className={classes.moreTitle}>{text.more}</span>
                <span className={classes.moreCount}>{moreCount(text.moreCount, images.length - layout.shown)}</span>
              </span>
            </button>
          </li>
        )}
      </ul>

      <div className={classes.carousel}>
        <AutoplayCarousel label={label} delay={galleryCarouselDelayMs} slideSize="100%" slideGap="md" withIndicators>
          {images.map((image) => (
            <SiteImage key={image.id} picture={image} className={classes.slideImage} />
          ))}
        </AutoplayCarousel>
      </div>

      {more && wanted && <GalleryDialog opened={opened} onClose={close} label={label} images={images} />}
    </div>
  );
}

/** '+3 ảnh', '(1 more)': how many more pictures the dialog has. */
const moreCount = (words: { one: string; other: string }, count: number) => fill(count === 1 ? words.one : words.other, { count });
