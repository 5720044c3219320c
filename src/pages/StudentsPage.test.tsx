import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/setup/render';
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
