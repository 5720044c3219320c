import { Modal } from '@mantine/core';
import { SiteImage } from '@/components/SiteImage';
import { useOpenedAfterMount } from '@/components/lazy-part';
import { useText } from '@/i18n/use-text';
import { gallery } from '@/i18n/vi/gallery';
import type { Picture } from '@/lib/picture';
import classes from './ImageGallery.module.css';

interface GalleryDialogProps {
  opened: boolean;
  onClose: () => void;
  label: string;
  images: readonly (Picture & { id: string })[];
}

/** Every picture of a gallery, in a dialog; loaded the first time 'Xem thêm' is used. */
export function GalleryDialog({ opened, onClose, label, images }: GalleryDialogProps) {
  const text = useText('gallery', gallery);
  return (
    <Modal opened={useOpenedAfterMount(opened)} onClose={onClose} title={label} size={1100} closeButtonProps={{ 'aria-label': text.close }}>
      <ul className={classes.dialogGrid}>
        {images.map((image) => (
          <li key={image.id}>
            <figure className={classes.figure}>
              <SiteImage picture={image} className={classes.image} />
              {/* The same words as the alt, shown for everyone; read once. */}
              <figcaption className={classes.caption} aria-hidden="true">
                {image.alt}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
