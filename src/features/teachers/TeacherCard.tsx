import { useId, useState } from 'react';
import { SiteImage } from '@/components/SiteImage';
import type { Teacher } from '@/content/teachers/teacher.types';
import classes from './TeacherCard.module.css';

/**
 * Photo and name; the qualifications show over the photo on hover, on keyboard focus, and on a
 * tap (the card is a toggle button, so touch and keyboard users reach them too).
 */
export function TeacherCard({ teacher }: { teacher: Teacher }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <button
      type="button"
      className={classes.card}
      aria-expanded={open}
      aria-describedby={detailsId}
      data-open={open || undefined}
      onClick={() => setOpen((value) => !value)}
    >
      <span className={classes.photoBox}>
        {/* The name is right below, so the portrait adds nothing for a screen reader. */}
        <SiteImage picture={{ ...teacher.avatar, alt: '' }} className={classes.photo} />
        {/* Its text is the button's description, not part of its name (which is what it shows below). */}
        <span id={detailsId} className={classes.overlay} aria-hidden>
          {teacher.score && <span className={classes.score}>{teacher.score}</span>}
          <span className={classes.degree}>{teacher.degree}</span>
        </span>
      </span>
      <span className={classes.name}>{teacher.name}</span>
      <span className={classes.subject}>{teacher.subject}</span>
    </button>
  );
}
