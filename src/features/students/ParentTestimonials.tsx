import { FaqLink } from '@/components/FaqLink';
import { Section } from '@/components/Section';
import type { ParentTestimonial } from '@/content/students/student.types';
import classes from './ParentTestimonials.module.css';

interface ParentTestimonialsProps {
  testimonials: readonly ParentTestimonial[];
  tinted?: boolean;
}

/** 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ': a few parents' quotes, each signed with the parent and the child's class. */
export function ParentTestimonials({ testimonials, tinted = false }: ParentTestimonialsProps) {
  return (
    <Section
      labelledBy="phu-huynh-noi-gi"
      title="PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ"
      subtitle="Những thay đổi ba mẹ nhìn thấy ở con sau mỗi khóa học"
      tinted={tinted}
    >
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
      <FaqLink id="bao-cao-tien-bo" about="cách ba mẹ theo dõi tiến bộ của bé" />
    </Section>
  );
}
