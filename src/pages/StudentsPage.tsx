import { ImageGallery } from '@/components/gallery/ImageGallery';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import type { GalleryImage, ParentTestimonial, Student } from '@/content/students/student.types';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { ParentTestimonials } from '@/features/students/ParentTestimonials';
import { StudentHonours } from '@/features/students/StudentHonours';
import { useText } from '@/i18n/use-text';
import { students as studentsText } from '@/i18n/vi/students';
import { pageHeroImages } from '@/lib/page-hero-images';

/** '/hoc-vien': the students' results, what their parents say, their moments at the centre, and the registration block. */
interface StudentsPageProps {
  students: readonly Student[];
  testimonials: readonly ParentTestimonial[];
  galleryImages: readonly GalleryImage[];
}

export function StudentsPage({ students, testimonials, galleryImages }: StudentsPageProps) {
  const t = useText('students', studentsText);
  return (
    <>
      <PageHero title={t.hero.title} {...pageHeroImages('students')}>
        {t.hero.lead}
      </PageHero>
      <StudentHonours students={students} />
      <ParentTestimonials testimonials={testimonials} tinted />
      <Section labelledBy="cam-nhan-hoc-vien" title={t.gallery.title} subtitle={t.gallery.subtitle}>
        <ImageGallery images={galleryImages} label={t.gallery.label} />
      </Section>
      <RegistrationBlock />
    </>
  );
}
