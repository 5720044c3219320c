import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@/lib/picture';
import { SiteImage } from './SiteImage';

interface ResponsivePictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  picture: Picture;
  /** Shown instead of `picture` on phones narrower than 576 px (the xs breakpoint). */
  mobilePicture?: Picture;
  priority?: boolean;
}

/** An image from `public/` with an optional phone version, chosen by the browser through `<picture>`. */
export function ResponsivePicture({ picture, mobilePicture, ...rest }: ResponsivePictureProps) {
  return (
    <picture>
      {mobilePicture && (
        <source
          media="(max-width: 575.98px)"
          srcSet={`${import.meta.env.BASE_URL}${mobilePicture.src}`}
          width={mobilePicture.width}
          height={mobilePicture.height}
        />
      )}
      <SiteImage picture={picture} {...rest} />
    </picture>
  );
}
