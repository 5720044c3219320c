import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextOpenings } from '@/features/courses/course-openings';
import { buildDate } from '@/lib/build-date';
import { formatDate } from '@/lib/format-date';
import { loadFees } from '@/features/courses/load-fees';
import { renderWithRouter } from '../../tests/setup/render';
import { FeesPage } from './FeesPage';

const renderPage = async () => renderWithRouter(<FeesPage {...await loadFees({ locale: 'vi' })} />, '/hoc-phi');

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

/** A fact of a card: the value under `label`, its lines when it has several. */
function fact(card: HTMLElement, label: string) {
  const value = within(card).getByText(label, { selector: 'dt' }).nextElementSibling!;
  const lines = value.querySelectorAll('li');
  return lines.length > 0 ? [...lines].map(text) : text(value);
}

describe('/hoc-phi, fees and timetable', () => {
  it('shows every course a child can join by kind, each card linking to its course', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Học phí và lịch học' })).toBeInTheDocument();
    const groups = ['Kỹ năng sống', 'Tiếng Anh Cambridge', 'Tiếng Anh giao tiếp'].map((name) => screen.getByRole('region', { name }));
    expect(groups.map((group) => within(group).getAllByRole('article').map((card) => text(within(card).getByRole('heading', { level: 3 }))))).toEqual([
      ['Kỹ Năng Sống'],
      ['Tiếng Anh Mầm Non', 'Tiếng Anh Tiểu Học', 'Tiếng Anh Trung Học Cơ Sở', 'Tiếng Anh Trung Học Phổ Thông'],
      ['Tiếng Anh Giao Tiếp'],
    ]);
    expect(screen.getByRole('link', { name: 'Kỹ Năng Sống' })).toHaveAttribute('href', '/khoa-hoc/ky-nang-song/1');
    expect(screen.getByRole('link', { name: 'Tiếng Anh Tiểu Học' })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge/5');
    expect(screen.getByRole('link', { name: 'Tiếng Anh Giao Tiếp' })).toHaveAttribute('href', '/khoa-hoc/8');
  });

  it('gives a course its fee by the term and, where allowed, by the month, its times, class size, what is and is not included, and its next openings', async () => {
    await renderPage();
    const primary = screen.getByRole('article', { name: 'Tiếng Anh Tiểu Học' });
    expect(fact(primary, 'Học phí')).toEqual(['4.560.000 đ / học kỳ (24 buổi)', 'hoặc 1.600.000 đ / tháng']);
    expect(fact(primary, 'Lịch học')).toBe('2 buổi/tuần, 90 phút/buổi');
    expect(fact(primary, 'Giờ học')).toEqual([
      'Thứ Hai, Thứ Tư: 17:45 - 19:15',
      'Thứ Ba, Thứ Năm: 17:45 - 19:15',
      'Thứ Bảy, Chủ Nhật: 8:00 - 9:30',
      'Thứ Bảy, Chủ Nhật: 9:45 - 11:15',
    ]);
    expect(fact(primary, 'Sĩ số')).toBe('Tối đa 12 học viên');
    expect(fact(primary, 'Đã gồm')).toContain('Thi thử Cambridge (Starters, Movers hoặc Flyers) mỗi học kỳ, chấm như thi thật');
    expect(fact(primary, 'Chưa gồm')).toEqual([
      'Lệ phí thi chứng chỉ Cambridge, nộp cho hội đồng thi khi con đăng ký thi; thi hay không là tùy gia đình',
    ]);
    const openings = nextOpenings([3, 6, 9, 12], buildDate, 2).map((date) => formatDate(date, 'vi'));
    expect(fact(primary, 'Khai giảng lớp mới')).toBe(openings.join(' và '));

    const secondary = screen.getByRole('article', { name: 'Tiếng Anh Trung Học Cơ Sở' });
    expect(fact(secondary, 'Học phí')).toBe('5.400.000 đ / học kỳ (24 buổi)');
    expect(fact(screen.getByRole('article', { name: 'Tiếng Anh Mầm Non' }), 'Chưa gồm')).toBe('Không có khoản nào khác');
  });

  it('gives life skills a class per age group, each with its own times and size', async () => {
    await renderPage();
    const life = screen.getByRole('article', { name: 'Kỹ Năng Sống' });
    expect(within(life).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Nhóm 5 - 6 tuổi',
      'Nhóm 7 - 9 tuổi',
      'Nhóm 10 - 12 tuổi',
    ]);
    expect(within(life).getAllByText('2.280.000 đ / học kỳ (12 buổi)')).toHaveLength(3);
    expect(within(life).getAllByText(/^Tối đa \d+ học viên$/).map((size) => size.textContent)).toEqual([
      'Tối đa 10 học viên',
      'Tối đa 12 học viên',
      'Tối đa 12 học viên',
    ]);
  });

  it('then the rules on fees for every course, the level check and the registration form', async () => {
    await renderPage();
    const policies = screen.getByRole('region', { name: 'CHÍNH SÁCH HỌC PHÍ' });
    expect(within(policies).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Đóng học phí',
      'Ưu đãi',
      'Khai giảng và xếp lớp',
      'Học bù',
      'Hoàn phí và bảo lưu',
    ]);
    expect(policies).toHaveTextContent('Trung tâm không bao giờ yêu cầu đóng trước cả năm hay nhiều học kỳ một lúc.');
    expect(policies).toHaveTextContent('Đóng cả học kỳ một lần: rẻ hơn 5% so với đóng 3 tháng');
    // The questions parents ask about fees, each a link to its answer.
    for (const [about, id] of [['học phí và cách đóng', 'hoc-phi'], ['học bù', 'hoc-bu'], ['hoàn học phí và bảo lưu', 'hoan-hoc-phi']]) {
      expect(within(policies).getByRole('link', { name: `Câu hỏi thường gặp về ${about}` })).toHaveAttribute('href', `/cau-hoi-thuong-gap#${id}`);
    }
    expect(screen.getByRole('link', { name: 'Câu hỏi thường gặp về sĩ số lớp' })).toHaveAttribute('href', '/cau-hoi-thuong-gap#si-so-lop');
    expect(screen.getByRole('link', { name: 'Câu hỏi thường gặp về cách chọn lịch học' })).toHaveAttribute('href', '/cau-hoi-thuong-gap#lich-hoc');
    expect(screen.getByRole('link', { name: 'Kiểm tra trình độ miễn phí' })).toHaveAttribute('href', '/kiem-tra-trinh-do');
    expect(document.getElementById('dang-ky')).toBeInTheDocument();
  });
});
