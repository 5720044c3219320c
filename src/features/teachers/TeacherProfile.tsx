import { IconSchool } from '@tabler/icons-react';
import { useId } from 'react';
import { SiteImage } from '@/components/SiteImage';
import type { Teacher } from '@/content/teachers/teacher.types';
import classes from './TeacherProfile.module.css';

/** A teacher's full profile: portrait, name, subject, extra qualification, degree and their own words. */
export function TeacherProfile({ teacher }: { teacher: Teacher }) {
  const nameId = useId();
  return (
    <article className={classes.profile} aria-labelledby={nameId}>
      {/* The name is the card's heading, so the portrait adds nothing for a screen reader. */}
      <SiteImage picture={{ ...teacher.avatar, alt: '' }} className={classes.photo} />
      <div className={classes.body}>
        <h3 id={nameId} className={classes.name}>
          {teacher.name}
        </h3>
        <p className={classes.subject}>{teacher.subject}</p>
        {teacher.score && <p className={classes.badge}>{teacher.score}</p>}
        <p className={classes.degree}>
          <IconSchool size={20} stroke={1.75} aria-hidden className={classes.degreeIcon} />
          <span>{teacher.degree}</span>
        </p>
        <blockquote className={classes.quote}>
          <p>{teacher.quote}</p>
        </blockquote>
      </div>
    </article>
  );
}
