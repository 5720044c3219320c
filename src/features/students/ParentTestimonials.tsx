import { FaqLink } from '@/components/FaqLink';
import { Section } from '@/components/Section';
import type { ParentTestimonial } from '@/content/students/student.types';
import { useText } from '@/i18n/use-text';
import { students } from '@/i18n/vi/students';
import classes from './ParentTestimonials.module.css';

interface ParentTestimonialsProps {
  testimonials: readonly ParentTestimonial[];
  tinted?: boolean;
}

/** 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ': a few parents' quotes, each signed with the parent and the child's class. */
export function ParentTestimonials({ testimonials, tinted = false }: ParentTestimonialsProps) {
  const { testimonials: t } = useText('students', students);
  return (
    <Section labelledBy="phu-huynh-noi-gi" title={t.title} subtitle={t.subtitle} tinted={tinted}>
      <ul className={classes.grid}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className={classes.card}>
              <blockquote className={classes.quote}>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className={classes.caption}>
                <span className={classes.parent}>{testimonial.parent}</span>
                <span className={classes.child}>{testimonial.child}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <FaqLink id="bao-cao-tien-bo" about={t.faq} />
    </Section>
  );
}
