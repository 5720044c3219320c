import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { listHonouredStudents, listParentTestimonials, listStudentGallery } from '@/content/students/student-queries';
import { galleryImages, students } from '@/content/students/students.data';
import { parentTestimonials } from '@/content/students/testimonials.data';
import { StudentsPage } from './StudentsPage';

const renderPage = () =>
  renderWithRouter(<StudentsPage students={students} testimonials={parentTestimonials} galleryImages={galleryImages} />, '/hoc-vien');

describe('students page', () => {
  it('opens with a hero about achievements and feedback', async () => {
    await renderPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Thành tích và cảm nhận của học viên');
    const hero = screen.getByRole('region', { name: heading.textContent });
    expect(hero.querySelector('img')).toHaveAttribute('src', '/images/heroes/students.svg');
    expect(hero.querySelector('source')).toHaveAttribute('srcset', '/images/heroes/students-mobile.svg');
  });

  it('shows the six honoured students, with no button back to this page', async () => {
    await renderPage();
    const honours = await screen.findByRole('region', { name: 'VINH DANH HỌC VIÊN' });
    expect(within(honours).getAllByRole('listitem')).toHaveLength(students.length);
    expect(within(honours).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows what parents say between the honoured students and the gallery', async () => {
    await renderPage();
    const testimonials = screen.getByRole('region', { name: 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ' });
    for (const testimonial of parentTestimonials) {
      expect(within(testimonials).getByText(testimonial.quote)).toBeVisible();
      expect(within(testimonials).getByText(testimonial.parent)).toBeVisible();
    }
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['VINH DANH HỌC VIÊN', 'PHỤ HUYNH NÓI GÌ VỀ MẶT TRỜI NHỎ', 'CẢM NHẬN CỦA HỌC VIÊN']);
  });

  it('shows eight gallery pictures and a "Xem thêm" tile opening all ten', async () => {
    const user = userEvent.setup();
    await renderPage();
    const feelings = await screen.findByRole('region', { name: 'CẢM NHẬN CỦA HỌC VIÊN' });
    const grid = within(feelings).getByRole('list', { name: 'Khoảnh khắc của học viên' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
    const more = within(grid).getByRole('button', { name: 'Xem thêm +2 ảnh' });
    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Khoảnh khắc của học viên' });
    expect(within(dialog).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(galleryImages.map((image) => image.alt));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });

  it('ends with the registration block', async () => {
    await renderPage();
    expect(screen.getAllByRole('region').at(-1)).toHaveAttribute('id', 'dang-ky');
  });
});

/** Words with a Vietnamese letter in `text`, once the names it may keep are taken out. */
function vietnameseWords(text: string, names: readonly string[]): string[] {
  const rest = names.reduce((remaining, name) => remaining.replaceAll(name, ' '), text);
  return rest.split(/\s+/).filter((word) => /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i.test(word));
}

describe('students page in English (/en/students)', () => {
  const renderEnglishPage = async () => {
    const [english, testimonials, gallery] = await Promise.all([
      listHonouredStudents('en'),
      listParentTestimonials('en'),
      listStudentGallery('en'),
    ]);
    await renderWithRouter(<StudentsPage students={english} testimonials={testimonials} galleryImages={gallery} />, '/en/students');
    return { testimonials, gallery };
  };
  /** The names the page keeps as they are written: the centre's, students', parents' and children's, and a place. */
  const names = [
    'Mặt Trời Nhỏ',
    ...students.map((student) => student.name),
    ...parentTestimonials.map((testimonial) => testimonial.parent.replace(/^(Chị|Anh) /, '')),
    'Minh Anh',
    'Gia Bảo',
    'Bình An',
    'Đăng Khôi',
    'Khôi',
    'Văn Miếu',
  ];

  it('opens in English', async () => {
    await renderEnglishPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Our students’ achievements and experiences');
    const hero = screen.getByRole('region', { name: heading.textContent });
    expect(hero).toHaveTextContent('Cambridge certificates, IELTS scores to be proud of');
    expect(vietnameseWords(hero.textContent, names)).toEqual([]);
  });

  it('shows the honoured students with their Cambridge results as Cambridge names them', async () => {
    await renderEnglishPage();
    const honours = await screen.findByRole('region', { name: 'Celebrating our students' });
    expect(honours).toHaveTextContent('The outstanding students who make Mặt Trời Nhỏ proud');
    const cards = within(honours).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(`${students[0]!.name}A2 Flyers: 15 out of 15 shields`);
    expect(cards[1]).toHaveTextContent('A2 Key for Schools: Pass with Merit');
    expect(cards[3]).toHaveTextContent('B1 Preliminary for Schools: Pass with Distinction');
    expect(within(honours).getByRole('img', { name: `Portrait of ${students[0]!.name}` })).toBeInTheDocument();
    expect(vietnameseWords(honours.textContent, names)).toEqual([]);
  });

  it("gives parents' words in English, signed as an English page would", async () => {
    const { testimonials } = await renderEnglishPage();
    const section = screen.getByRole('region', { name: 'What parents say about Mặt Trời Nhỏ' });
    expect(section).toHaveTextContent('The changes parents see in their children after each course');
    for (const testimonial of testimonials) {
      expect(within(section).getByText(testimonial.quote)).toBeVisible();
      expect(within(section).getByText(testimonial.parent)).toBeVisible();
      expect(within(section).getByText(testimonial.child)).toBeVisible();
    }
    expect(within(section).getByText('Ms Vũ Thanh Hương')).toBeVisible();
    expect(within(section).getByText('Parent of Gia Bảo, Primary English class')).toBeVisible();
    expect(vietnameseWords(within(section).getByRole('list').textContent, names)).toEqual([]);
    expect(within(section).getByRole('link', { name: /how parents can follow their child’s progress$/ })).toHaveAttribute(
      'href',
      '/en/faq#bao-cao-tien-bo',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).slice(0, 3)).toEqual([
      'Celebrating our students',
      'What parents say about Mặt Trời Nhỏ',
      'Our students’ experiences',
    ]);
  });

  it('describes the gallery’s pictures in English', async () => {
    const { gallery } = await renderEnglishPage();
    const feelings = await screen.findByRole('region', { name: 'Our students’ experiences' });
    expect(feelings).toHaveTextContent('Lessons, outings, festival days and graduations');
    const grid = within(feelings).getByRole('list', { name: 'Moments from our students’ days' });
    const alts = within(grid).getAllByRole('img').map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(gallery.slice(0, 8).map((image) => image.alt));
    expect(alts[0]).toBe('Children smiling in class');
    expect(vietnameseWords(gallery.map((image) => image.alt).join(' '), [])).toEqual([]);
  });

  it('has an English title and description', async () => {
    await renderApp('/en/students');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our students’ achievements and experiences' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Students | Mặt Trời Nhỏ'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Cambridge results, classroom moments and students’ impressions of Mặt Trời Nhỏ English and Life Skills Centre.',
    );
  });
});
