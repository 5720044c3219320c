import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/setup/render';

const finder = () => within(screen.getByRole('navigation', { name: 'Tìm khóa học theo độ tuổi' }));

/** Each kind shown, with the courses in it: [heading, [card titles]]. */
function shownGroups() {
  return screen
    .getAllByRole('region')
    .filter((region) => region.querySelector(':scope > ul > li > article'))
    .map((region) => [
      within(region).getByRole('heading', { level: 2 }).textContent,
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ]);
}

describe('/khoa-hoc, every course and a finder by age', () => {
  it('without an age: every course, grouped by kind, each linking to its page, then the level check and the form', async () => {
    await renderApp('/khoa-hoc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tất cả khóa học' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tất cả khóa học | Mặt Trời Nhỏ'));
    expect(shownGroups()).toEqual([
      ['Kỹ năng sống', ['Kỹ Năng Sống']],
      ['Tiếng Anh Cambridge', ['Tiếng Anh Mầm Non', 'Tiếng Anh Tiểu Học', 'Tiếng Anh Trung Học Cơ Sở', 'Tiếng Anh Trung Học Phổ Thông']],
      ['Tiếng Anh giao tiếp', ['Tiếng Anh Giao Tiếp']],
    ]);
    expect(screen.getByRole('link', { name: 'Xem khóa học Kỹ Năng Sống' })).toHaveAttribute('href', '/khoa-hoc/ky-nang-song/1');
    expect(screen.getByRole('link', { name: 'Xem khóa học Tiếng Anh Tiểu Học' })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge/5');
    expect(screen.getByRole('link', { name: 'Xem khóa học Tiếng Anh Giao Tiếp' })).toHaveAttribute('href', '/khoa-hoc/8');
    expect(screen.getByRole('link', { name: /Xem lộ trình Cambridge/ })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge');
    expect(screen.getByRole('link', { name: 'Kiểm tra trình độ miễn phí' })).toHaveAttribute('href', '/kiem-tra-trinh-do');
    expect(document.getElementById('dang-ky')).toBeInTheDocument();
  });

  it('offers every age a course is for, 3 to 18 and adults, as a link to its own page, with the school year; "Tất cả" is the current one', async () => {
    await renderApp('/khoa-hoc');
    const links = (await screen.findByRole('navigation', { name: 'Tìm khóa học theo độ tuổi' })).querySelectorAll('a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tất cả', '/khoa-hoc'],
      ['3 tuổi · mẫu giáo', '/khoa-hoc/theo-tuoi/3'],
      ['4 tuổi · mẫu giáo', '/khoa-hoc/theo-tuoi/4'],
      ['5 tuổi · mẫu giáo', '/khoa-hoc/theo-tuoi/5'],
      ...Array.from({ length: 12 }, (_, index) => [`${index + 6} tuổi · lớp ${index + 1}`, `/khoa-hoc/theo-tuoi/${index + 6}`]),
      ['18 tuổi · sau lớp 12', '/khoa-hoc/theo-tuoi/18'],
      ['Người lớn · sinh viên, người đi làm', '/khoa-hoc/theo-tuoi/nguoi-lon'],
    ]);
    expect(finder().getByRole('link', { name: 'Tất cả' })).toHaveAttribute('aria-current', 'page');
    expect(finder().getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('choosing an age shows only its courses, at its own address, and "Tất cả" shows them all again', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/khoa-hoc');
    await screen.findByRole('heading', { level: 1, name: 'Tất cả khóa học' });
    await user.click(finder().getByRole('link', { name: '8 tuổi · lớp 3' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Khóa học cho bé 8 tuổi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/khoa-hoc/theo-tuoi/8');
    expect(screen.getByRole('status')).toHaveTextContent('Bé 8 tuổi (lớp 3) có 2 khóa học phù hợp tại Mặt Trời Nhỏ.');
    expect(shownGroups()).toEqual([
      ['Kỹ năng sống', ['Kỹ Năng Sống']],
      ['Tiếng Anh Cambridge', ['Tiếng Anh Tiểu Học']],
    ]);
    expect(finder().getByRole('link', { name: '8 tuổi · lớp 3' })).toHaveAttribute('aria-current', 'page');
    expect(finder().getByRole('link', { name: 'Tất cả' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(document.title).toBe('Khóa học cho bé 8 tuổi | Mặt Trời Nhỏ'));

    // Another age: the same page, its words and courses changed, the new count read out (the same live region).
    const status = screen.getByRole('status');
    await user.click(finder().getByRole('link', { name: '16 tuổi · lớp 11' }));
    await waitFor(() => expect(status).toHaveTextContent('Học viên 16 tuổi (lớp 11) có 2 khóa học phù hợp tại Mặt Trời Nhỏ.'));
    expect(screen.getByRole('status')).toBe(status);
    expect(shownGroups()).toEqual([
      ['Tiếng Anh Cambridge', ['Tiếng Anh Trung Học Phổ Thông']],
      ['Tiếng Anh giao tiếp', ['Tiếng Anh Giao Tiếp']],
    ]);

    await user.click(finder().getByRole('link', { name: 'Tất cả' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tất cả khóa học' })).toBeInTheDocument();
    expect(shownGroups()).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['/khoa-hoc/theo-tuoi/3', 'bé 3 tuổi', 'mẫu giáo', [['Tiếng Anh Cambridge', ['Tiếng Anh Mầm Non']]], false],
    [
      '/khoa-hoc/theo-tuoi/15',
      'học viên 15 tuổi',
      'lớp 10',
      [
        ['Tiếng Anh Cambridge', ['Tiếng Anh Trung Học Cơ Sở']],
        ['Tiếng Anh giao tiếp', ['Tiếng Anh Giao Tiếp']],
      ],
      true,
    ],
    ['/khoa-hoc/theo-tuoi/nguoi-lon', 'người lớn', 'sinh viên, người đi làm', [['Tiếng Anh giao tiếp', ['Tiếng Anh Giao Tiếp']]], false],
  ] as const)('%s opened directly shows its courses, says how many, and offers the online level check only at the ages it takes', async (path, who, year, groups, offered) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: `Khóa học cho ${who}` })).toBeInTheDocument();
    const sentence = `${who} (${year}) có ${groups.flatMap(([, titles]) => titles).length} khóa học phù hợp tại Mặt Trời Nhỏ.`;
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${sentence.replace(/[()]/g, '\\$&')}$`, 'i'));
    expect(shownGroups()).toEqual(groups);
    expect(screen.queryByRole('link', { name: 'Kiểm tra trình độ miễn phí' }) !== null).toBe(offered);
    // The lead is the same at every age, the adults' included: it invites to choose an age, not a child's.
    expect(screen.getByText(/Chọn độ tuổi để xem khóa học phù hợp\.$/)).toBeInTheDocument();
  });

  it.each(['/khoa-hoc/theo-tuoi/2', '/khoa-hoc/theo-tuoi/19', '/khoa-hoc/theo-tuoi/08', '/khoa-hoc/theo-tuoi/tam'])(
    '%s is the site’s not-found page',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Không tìm thấy trang | Mặt Trời Nhỏ'));
    },
  );
});
