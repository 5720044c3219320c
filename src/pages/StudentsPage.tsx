import { ImageGallery } from '@/components/gallery/ImageGallery';
import { PageHero } from '@/components/PageHero';
import { Section } from '@/components/Section';
import type { GalleryImage, ParentTestimonial, Student } from '@/content/students/student.types';
import { RegistrationBlock } from '@/features/registration/RegistrationBlock';
import { ParentTestimonials } from '@/features/students/ParentTestimonials';
import { StudentHonours } from '@/features/students/StudentHonours';
import { pageHeroImages } from '@/lib/page-hero-images';

/** '/hoc-vien': the students' results, what their parents say, their moments at the centre, and the registration block. */
interface StudentsPageProps {
  students: readonly Student[];
  testimonials: readonly ParentTestimonial[];
  galleryImages: readonly GalleryImage[];
}

export function StudentsPage({ students, testimonials, galleryImages }: StudentsPageProps) {
  return (
    <>
      <PageHero title="Thành tích và cảm nhận của học viên" {...pageHeroImages('students')}>
        Những chứng chỉ Cambridge, những điểm IELTS đáng tự hào và cả những nụ cười mỗi ngày đến lớp: đó là cách học viên Mặt Trời
        Nhỏ kể về hành trình của mình.
      </PageHero>
      <StudentHonours students={students} />
      <ParentTestimonials testimonials={testimonials} tinted />
      <Section
        labelledBy="cam-nhan-hoc-vien"
        title="CẢM NHẬN CỦA HỌC VIÊN"
        subtitle="Giờ học, buổi dã ngoại, ngày hội và lễ tốt nghiệp: những khoảnh khắc các con muốn kể với ba mẹ"
      >
        <ImageGallery images={galleryImages} label="Khoảnh khắc của học viên" />
      </Section>
      <RegistrationBlock />
    </>
  );
}
