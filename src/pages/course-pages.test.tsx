import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courses } from '@/content/courses/catalogue';
import * as courseQueries from '@/content/courses/course-queries';
import type { Course } from '@/content/courses/course.types';
import { listHonouredStudents } from '@/content/students/student-queries';
import { expectConsoleErrors } from '../../tests/setup/console-guard';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { settleInAct } from '../../tests/setup/settle-in-act';
import { CambridgePage } from './CambridgePage';
import { CourseDetailPage } from './CourseDetailPage';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** What React and the router log when the catalogue fails on purpose: the error the error view caught. */
const catalogueDownLogs = /^console\.error: Error: catalogue down|^console\.warn: Warning: Error in route match: /;

const catalogueCourse = (id: string): Course => {
  const course = courses.find((c) => c.id === id);
  if (!course) throw new Error(`no course ${id}`);
  return course;
};

const region = (name: string) => screen.getByRole('region', { name });

/** A promise the test settles when it wants to. */
function controllable<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The Cambridge programme's page with what its route loads. */
async function renderCambridgePage() {
  const [courses, students] = await Promise.all([courseQueries.listCambridgeSubCourses('vi'), listHonouredStudents('vi')]);
  return renderWithRouter(<CambridgePage courses={courses} students={students} />, '/khoa-hoc/tieng-anh-cambridge');
}

/** A course's page, as its route shows the course at `path`. */
const renderCoursePage = (course: Course, path: string) => renderWithRouter(<CourseDetailPage course={course} />, path);

describe('Cambridge programme list', () => {
  it('shows one card per level with its facts and a way in', async () => {
    await renderCambridgePage();
    const list = await screen.findByRole('region', { name: 'CÁC KHÓA HỌC CAMBRIDGE' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(4);

    const expected = [
      ['4', 'Tiếng Anh Mầm Non', '3 - 5 tuổi', 'Super Safari', '3.420.000 đ / học kỳ (24 buổi)'],
      ['5', 'Tiếng Anh Tiểu Học', '6 - 10 tuổi', 'Kid’s Box', '4.560.000 đ / học kỳ (24 buổi)'],
      ['6', 'Tiếng Anh Trung Học Cơ Sở', '11 - 15 tuổi', 'Prepare', '5.400.000 đ / học kỳ (24 buổi)'],
      ['7', 'Tiếng Anh Trung Học Phổ Thông', '16 - 18 tuổi', 'Complete IELTS', '6.000.000 đ / học kỳ (24 buổi)'],
    ];
    cards.forEach((card, index) => {
      const [id, title, age, textbook, fee] = expected[index]!;
      const inCard = within(card);
      expect(card).toHaveAccessibleName(title!);
      expect(inCard.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      expect(inCard.getByText(`Độ tuổi: ${age}`)).toBeInTheDocument();
      expect(inCard.getByText('Lộ trình: 18 tháng')).toBeInTheDocument();
      expect(inCard.getByText(`Giáo trình: ${textbook}`)).toBeInTheDocument();
      expect(inCard.getByText(catalogueCourse(id!).about)).toBeInTheDocument();
      // Its fees, without the class times (on the course's page and /hoc-phi).
      expect(inCard.getByText(fee!)).toBeInTheDocument();
      expect(inCard.getByText('Tối đa', { exact: false })).toBeInTheDocument();
      expect(inCard.getByText('Khai giảng lớp mới')).toBeInTheDocument();
      expect(inCard.queryByText('Giờ học')).not.toBeInTheDocument();
      const link = inCard.getByRole('link', { name: 'Khám phá khóa học' });
      expect(link).toHaveAttribute('href', `/khoa-hoc/tieng-anh-cambridge/${id}`);
      expect(link).toHaveAccessibleDescription(title!);
    });

    expect(screen.getByRole('link', { name: 'Xem toàn bộ học phí và chính sách' })).toHaveAttribute('href', '/hoc-phi');
    expect(screen.getByRole('region', { name: 'VINH DANH HỌC VIÊN' })).toBeInTheDocument();
    expect(document.getElementById('dang-ky')).toBeInTheDocument();
  });

  it('opens a level from its card', async () => {
    const user = userEvent.setup();
    const { router } = await renderCambridgePage();
    const list = await screen.findByRole('region', { name: 'CÁC KHÓA HỌC CAMBRIDGE' });
    const card = within(list).getByRole('article', { name: 'Tiếng Anh Trung Học Cơ Sở' });
    await user.click(within(card).getByRole('link', { name: 'Khám phá khóa học' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/khoa-hoc/tieng-anh-cambridge/6'));
  });

  // The root route lists the sub courses too (for the menu), so the slow or failing answer is set
  // up after the first page has loaded, and the visitor then opens the programme list.
  it('says the courses are loading while the list is on its way, then shows them', async () => {
    const { router } = await renderApp('/gioi-thieu');
    const slow = controllable<Course[]>();
    const spy = vi.spyOn(courseQueries, 'listCambridgeSubCourses').mockReturnValue(slow.promise);
    // The router's waits (below) pass on the test's clock, which otherwise keeps time with the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    act(() => void router.navigate({ to: '/khoa-hoc/tieng-anh-cambridge' }));
    await waitFor(() => expect(spy).toHaveBeenCalled());
    // The router waits a second before showing a pending view, so a fast answer never flashes one.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const status = await screen.findByText('Đang tải các khóa học');
    expect(status.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Khám phá khóa học' })).not.toBeInTheDocument();

    await settleInAct(() => slow.resolve(courses.filter((c) => c.courseType === 'Cambridge sub course')));
    // Once shown, the pending view stays half a second, so it does not flash either.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Khám phá khóa học' })).toHaveLength(4));
    expect(screen.queryByText('Đang tải các khóa học')).not.toBeInTheDocument();
  });

  it('offers a retry inside the page, not a blank page, when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/gioi-thieu');
    expectConsoleErrors(catalogueDownLogs);
    vi.spyOn(courseQueries, 'listCambridgeSubCourses').mockRejectedValueOnce(new Error('catalogue down'));
    await act(() => router.navigate({ to: '/khoa-hoc/tieng-anh-cambridge' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Chưa tải được các khóa học');
    expect(alert).not.toHaveTextContent('catalogue down');
    expect(screen.getByRole('banner')).not.toBeEmptyDOMElement();

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Khám phá khóa học' })).toHaveLength(4));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('course detail', () => {
  it('gives the life-skills course its own hero, four outcomes and four method groups', async () => {
    await renderCoursePage(catalogueCourse('1'), '/khoa-hoc/ky-nang-song/1');
    const hero = await screen.findByRole('region', { name: 'Kỹ Năng Sống' });
    const facts = within(hero).getAllByRole('listitem').map((item) => item.textContent);
    expect(facts).toEqual(['Độ tuổi: 5 - 12 tuổi', 'Lộ trình: 18 tháng', 'Giáo trình Kỹ năng sống Mặt Trời Nhỏ']);
    // The life layout puts the title over the picture: no separate age badge.
    expect(within(hero).queryByText('5 - 12 tuổi', { exact: true })).not.toBeInTheDocument();
    const picture = within(hero).getByRole('img', { name: catalogueCourse('1').heroImage.alt });
    expect(picture.closest('picture')?.querySelector('source')).toHaveAttribute('srcset', '/images/courses/1-hero-mobile.svg');

    const outcomes = region('KẾT QUẢ ĐẠT ĐƯỢC');
    expect(within(outcomes).getAllByRole('listitem')).toHaveLength(4);
    expect(within(outcomes).getByText(/thở 4-7-8/)).toBeInTheDocument();

    const methods = region('PHƯƠNG PHÁP ĐÀO TẠO');
    expect(within(methods).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kỹ năng bản thân',
      'Kỹ năng xã hội',
      'Quản lý cảm xúc',
      'An toàn và thích nghi',
    ]);
    expect(within(methods).getByRole('heading', { level: 4, name: 'Bình tĩnh với kỹ thuật thở 4-7-8' })).toBeInTheDocument();
    expect(within(methods).getByText('Ghi nhớ số khẩn cấp 113 (công an), 114 (cứu hỏa) và 115 (cấp cứu)')).toBeInTheDocument();
    const safety = within(methods).getByRole('heading', { level: 3, name: 'An toàn và thích nghi' }).closest('li')!;
    expect(safety).toHaveStyle({ '--method-bg': '#185AB1', '--method-text': '#FFFFFF' });

    expect(within(region('HÌNH ẢNH HỌC VIÊN')).getByRole('list', { name: 'Hình ảnh học viên' })).toBeInTheDocument();
    expect(document.getElementById('dang-ky')).toBeInTheDocument();
  });

  it.each([
    ['/khoa-hoc/tieng-anh-cambridge/5', '5', 'Tiếng Anh Tiểu Học', '6 - 10 tuổi', 'Giáo trình: Kid’s Box', 4, 4],
    ['/khoa-hoc/8', '8', 'Tiếng Anh Giao Tiếp', '15 tuổi trở lên', 'Giáo trình: Speakout', 3, 3],
  ])('gives %s the split hero with its age badge, then its outcomes and methods', async (path, id, title, age, textbook, outcomeCount, methodCount) => {
    await renderCoursePage(catalogueCourse(id), path);
    const hero = await screen.findByRole('region', { name: title });
    expect(within(hero).getByText(age, { exact: true })).toBeInTheDocument();
    expect(within(hero).getByText(textbook)).toBeInTheDocument();
    expect(within(hero).getByText('Lộ trình: 18 tháng')).toBeInTheDocument();
    expect(within(hero).queryByText(/^Độ tuổi:/)).not.toBeInTheDocument();
    expect(within(hero).getByText(catalogueCourse(id).about)).toBeInTheDocument();
    expect(within(hero).getByRole('img', { name: catalogueCourse(id).heroImage.alt })).toHaveAttribute('fetchpriority', 'high');

    expect(within(region('KẾT QUẢ ĐẠT ĐƯỢC')).getAllByRole('listitem')).toHaveLength(outcomeCount);
    expect(within(region('PHƯƠNG PHÁP ĐÀO TẠO')).getAllByRole('heading', { level: 3 })).toHaveLength(methodCount);
  });

  it.each([
    ['/khoa-hoc/ky-nang-song/1', '1', ['Nhóm 5 - 6 tuổi', 'Nhóm 7 - 9 tuổi', 'Nhóm 10 - 12 tuổi'], '2.280.000 đ / học kỳ (12 buổi)', 'Thứ Bảy: 8:00 - 9:30'],
    ['/khoa-hoc/8', '8', [], '4.800.000 đ / học kỳ (24 buổi)', 'Thứ Hai, Thứ Tư: 19:00 - 20:30'],
  ])('shows %s its fees: each class’s fee, times and size, the next openings, and the way to every fee', async (path, id, levels, fee, time) => {
    await renderCoursePage(catalogueCourse(id), path);
    const fees = await screen.findByRole('region', { name: 'HỌC PHÍ VÀ LỊCH HỌC' });
    expect(within(fees).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(levels);
    expect(within(fees).getAllByText(fee).length).toBe(Math.max(levels.length, 1));
    expect(within(fees).getByText(time)).toBeInTheDocument();
    expect(within(fees).getAllByText(/^Tối đa 1[02] học viên$/).length).toBe(Math.max(levels.length, 1));
    expect(within(fees).getByText('Khai giảng lớp mới').nextElementSibling).toHaveTextContent(/^\d\d\/\d\d\/\d{4} và \d\d\/\d\d\/\d{4}$/);
    expect(within(fees).getByRole('link', { name: 'Xem toàn bộ học phí và chính sách' })).toHaveAttribute('href', '/hoc-phi');
  });

  it('leaves out the outcomes and methods sections of a course that has none', async () => {
    await renderCoursePage({ ...catalogueCourse('5'), outcomes: [], methods: [] }, '/khoa-hoc/tieng-anh-cambridge/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiếng Anh Tiểu Học' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'KẾT QUẢ ĐẠT ĐƯỢC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'PHƯƠNG PHÁP ĐÀO TẠO' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'HÌNH ẢNH HỌC VIÊN' })).toBeInTheDocument();
  });

  it('says something went wrong, as the page heading, when a course cannot be loaded', async () => {
    expectConsoleErrors(catalogueDownLogs);
    vi.spyOn(courseQueries, 'getCourse').mockRejectedValueOnce(new Error('catalogue down'));
    await renderApp('/khoa-hoc/8');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('catalogue down');
    // Trying again loads the course again, without reloading the site.
    await userEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiếng Anh Giao Tiếp' })).toBeInTheDocument();
  });

  it.each(['/khoa-hoc/tieng-anh-cambridge/99', '/khoa-hoc/ky-nang-song/abc', '/khoa-hoc/2'])(
    'says the course is not found at %s, as the page heading and title',
    async (path) => {
      await renderApp(path);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { level: 1, name: 'Không tìm thấy khóa học' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Không tìm thấy trang | Mặt Trời Nhỏ'));
      expect(within(alert).getByRole('link', { name: 'Xem các chương trình học' })).toHaveAttribute('href', '/#chuong-trinh-hoc');
    },
  );
});

describe('registering from a course page', () => {
  const courseField = () => within(region('ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ')).getByRole('combobox', { name: 'Khóa học' });
  const nameField = () => within(region('ĐĂNG KÝ KIỂM TRA TRÌNH ĐỘ VÀ HỌC THỬ MIỄN PHÍ')).getByRole('textbox', { name: 'Họ tên phụ huynh' });

  it('offers it in the hero; the form starts with this course, and after the button the address keeps it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/khoa-hoc/8');
    const register = within(region('Tiếng Anh Giao Tiếp')).getByRole('link', { name: 'Đăng ký học thử' });
    expect(register).toHaveAttribute('href', '/khoa-hoc/8?khoa-hoc=8#dang-ky');
    expect(courseField()).toHaveValue('Tiếng Anh Giao Tiếp');

    await user.click(register);
    await waitFor(() => expect(courseField()).toHaveValue('Tiếng Anh Giao Tiếp'));
    expect(router.state.location.href).toBe('/khoa-hoc/8?khoa-hoc=8#dang-ky');
    expect(nameField()).toHaveFocus();
  });

  it('keeps the course through a reload of that address', async () => {
    await renderApp('/khoa-hoc/tieng-anh-cambridge/5?khoa-hoc=5#dang-ky');
    await waitFor(() => expect(courseField()).toHaveValue('Tiếng Anh Tiểu Học'));
  });

  it('offers the Cambridge programme itself on its list page, whose form starts with it', async () => {
    const user = userEvent.setup();
    await renderApp('/khoa-hoc/tieng-anh-cambridge');
    expect(courseField()).toHaveValue('Tiếng Anh Cambridge');
    const hero = screen.getByRole('region', { name: 'Tiếng Anh Cambridge' });
    await user.click(within(hero).getByRole('link', { name: 'Đăng ký học thử' }));
    await waitFor(() => expect(courseField()).toHaveValue('Tiếng Anh Cambridge'));
  });

  it('ignores an id that is not a course: the form keeps the page’s own', async () => {
    await renderApp('/khoa-hoc/ky-nang-song/1?khoa-hoc=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kỹ Năng Sống' })).toBeInTheDocument();
    expect(courseField()).toHaveValue('Kỹ Năng Sống');
  });
});
