import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/setup/render';
import { listTeachers } from '@/content/teachers/teacher-queries';
import { TeacherCarousel } from './TeacherCarousel';

describe("the home page's teachers", () => {
  it('are introduced in Vietnamese on a Vietnamese page, with a button to the teachers page', async () => {
    await renderWithRouter(<TeacherCarousel teachers={await listTeachers('vi')} />, '/');
    const section = screen.getByRole('region', { name: 'ĐỘI NGŨ GIÁO VIÊN' });
    expect(section).toHaveTextContent('Tận tâm, giàu kinh nghiệm và đạt chuẩn Cambridge');
    expect(within(section).getByRole('region', { name: 'Đội ngũ giáo viên' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Xem tất cả giáo viên' })).toHaveAttribute('href', '/giao-vien');
  });

  it('are introduced in English on an English page, with a button to its English teachers page', async () => {
    const teachers = await listTeachers('en');
    await renderWithRouter(<TeacherCarousel teachers={teachers} />, '/en');
    const section = screen.getByRole('region', { name: 'Our teachers' });
    expect(section).toHaveTextContent('Dedicated, experienced teachers who meet Cambridge standards');
    expect(within(section).getByRole('region', { name: 'Our teachers’ profiles' })).toBeInTheDocument();
    const card = within(section).getByRole('button', { name: `${teachers[0]!.name} English teacher` });
    expect(card).toHaveAccessibleDescription(`IELTS 8.5 ${teachers[0]!.degree}`);
    expect(within(section).getByRole('link', { name: 'Meet all our teachers' })).toHaveAttribute('href', '/en/teachers');
  });
});
