import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@/lib/picture';

interface SiteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  picture: Picture;
  /** Above-the-fold images load at once with high priority; all others are lazy. */
  priority?: boolean;
}

/** An image from `public/`, sized from its data so the layout never jumps, lazy unless `priority`. */
export function SiteImage({ picture, priority = false, ...rest }: SiteImageProps) {
  return (
    <img
      src={`${import.meta.env.BASE_URL}${picture.src}`}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
