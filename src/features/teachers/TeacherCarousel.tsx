import { IconArrowRight } from '@tabler/icons-react';
import { AutoplayCarousel } from '@/components/carousel/AutoplayCarousel';
import { ButtonLink } from '@/components/links';
import { Section } from '@/components/Section';
import { TeacherCard } from './TeacherCard';
import type { Teacher } from '@/content/teachers/teacher.types';
import { useText } from '@/i18n/use-text';
import { teachers as teachersText } from '@/i18n/vi/teachers';
import classes from './TeacherCarousel.module.css';

const teacherCarouselDelayMs = 5000;

/** 'ĐỘI NGŨ GIÁO VIÊN': 1 teacher per view, 2 from 640 px, 4 from 1024 px. */
export function TeacherCarousel({ teachers }: { teachers: readonly Teacher[] }) {
  const { carousel: t } = useText('teachers', teachersText);
  return (
    <Section labelledBy="doi-ngu-giao-vien" title={t.title} subtitle={t.subtitle} tinted>
      <AutoplayCarousel
        label={t.label}
        delay={teacherCarouselDelayMs}
        slideGap="lg"
        slideClassName={classes.slide}
        emblaOptions={{ slidesToScroll: 'auto' }}
        withControls
        withIndicators
      >
        {teachers.map((teacher) => (
          <TeacherCard key={teacher.id} teacher={teacher} />
        ))}
      </AutoplayCarousel>
      <div className={classes.more}>
        <ButtonLink to="/giao-vien" variant="outline" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t.more}
        </ButtonLink>
      </div>
    </Section>
  );
}
