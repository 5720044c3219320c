import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../tests/setup/render';
import { listHonouredStudents } from '@/content/students/student-queries';
import { StudentHonours } from './StudentHonours';

describe('the honoured students', () => {
  it('are headed in Vietnamese on a Vietnamese page, the button leading to the students page', async () => {
    await renderWithRouter(<StudentHonours students={await listHonouredStudents('vi')} buttonLabel="Xem thêm thành tích học viên" />, '/');
    const section = screen.getByRole('region', { name: 'VINH DANH HỌC VIÊN' });
    expect(section).toHaveTextContent('Những gương mặt tiêu biểu làm nên niềm tự hào của Mặt Trời Nhỏ');
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Nguyễn Minh KhangFlyers 15/15 khiên');
    expect(within(section).getByRole('link', { name: 'Xem thêm thành tích học viên' })).toHaveAttribute('href', '/hoc-vien');
  });

  it('are headed in English on an English page, their names as written and the button leading to the English students page', async () => {
    await renderWithRouter(<StudentHonours students={await listHonouredStudents('en')} buttonLabel="See more" />, '/en');
    const section = screen.getByRole('region', { name: 'Celebrating our students' });
    expect(section).toHaveTextContent('The outstanding students who make Mặt Trời Nhỏ proud');
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Nguyễn Minh KhangA2 Flyers: 15 out of 15 shields');
    expect(within(section).getByRole('img', { name: 'Portrait of Nguyễn Minh Khang' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/en/students');
  });
});
