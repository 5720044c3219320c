import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../tests/setup/render';
import { buildDate } from './lib/build-date';

const homeTitle = 'Mặt Trời Nhỏ - Anh ngữ và Kỹ năng sống cho bé';
const notFoundTitle = 'Không tìm thấy trang | Mặt Trời Nhỏ';

describe('routes', () => {
  it.each([
    ['/', 'Trung tâm Anh ngữ và Kỹ năng sống Mặt Trời Nhỏ', 'Mặt Trời Nhỏ - Anh ngữ và Kỹ năng sống cho bé'],
    ['/gioi-thieu', 'Hơn 5 năm đồng hành cùng con trên hành trình lớn khôn', 'Giới thiệu | Mặt Trời Nhỏ'],
    ['/tin-tuc', 'Tin tức và sự kiện', 'Tin tức | Mặt Trời Nhỏ'],
    ['/hoc-vien', 'Thành tích và cảm nhận của học viên', 'Học viên | Mặt Trời Nhỏ'],
    ['/giao-vien', 'Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge', 'Giáo viên | Mặt Trời Nhỏ'],
    ['/khoa-hoc/tieng-anh-cambridge', 'Tiếng Anh Cambridge', 'Tiếng Anh Cambridge | Mặt Trời Nhỏ'],
    ['/khoa-hoc/tieng-anh-cambridge/5', 'Tiếng Anh Tiểu Học', 'Tiếng Anh Tiểu Học | Mặt Trời Nhỏ'],
    ['/khoa-hoc/ky-nang-song/1', 'Kỹ Năng Sống', 'Kỹ Năng Sống | Mặt Trời Nhỏ'],
    ['/khoa-hoc/8', 'Tiếng Anh Giao Tiếp', 'Tiếng Anh Giao Tiếp | Mặt Trời Nhỏ'],
    ['/chinh-sach-bao-mat', 'Chính sách bảo mật', 'Chính sách bảo mật | Mặt Trời Nhỏ'],
    ['/lien-he', 'Liên hệ', 'Liên hệ | Mặt Trời Nhỏ'],
    ['/hoc-phi', 'Học phí và lịch học', 'Học phí và lịch học | Mặt Trời Nhỏ'],
    ['/cau-hoi-thuong-gap', 'Câu hỏi thường gặp', 'Câu hỏi thường gặp | Mặt Trời Nhỏ'],
  ])('%s shows its heading and sets its own title', async (path, heading, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${buildDate.getUTCFullYear()}`);
  });

  it.each([
    ['/GIOI-THIEU', '/gioi-thieu'],
    ['/khoa-hoc/Tieng-Anh-Cambridge/5', '/khoa-hoc/tieng-anh-cambridge/5'],
    ['/Khoa-Hoc/Tieng-Anh-Cambridge', '/khoa-hoc/tieng-anh-cambridge'],
    ['/KHOA-HOC/8', '/khoa-hoc/8'],
  ])('%s redirects to the one address of its page, %s, in place of the history entry', async (path, canonical) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(canonical));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.history.length).toBe(1);
  });

  it('keeps the query and the fragment when it redirects', async () => {
    const { router } = await renderApp('/Tin-Tuc?page=2#tin-moi');
    await waitFor(() => expect(router.state.location.href).toBe('/tin-tuc?page=2#tin-moi'));
  });

  it('shows the not-found page, with its own title and a way home, for an unknown path', async () => {
    const { router } = await renderApp('/khong-co-trang-nay');
    expect(await screen.findByRole('heading', { level: 1, name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
    screen.getByRole('link', { name: 'Về trang chủ' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.title).toBe(homeTitle));
  });

  it('gives the not-found page its own title when the visitor reaches it from another page', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(document.title).toBe(homeTitle));
    act(() => router.history.push('/khong-co-trang-nay'));
    expect(await screen.findByRole('heading', { level: 1, name: 'TRANG NÀY KHÔNG TỒN TẠI' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
  });

  it('says a course is not found for an unknown id, as the page heading and title', async () => {
    await renderApp('/khoa-hoc/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy khóa học' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Không tìm thấy khóa học');
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
  });

  it('gives a course that does not exist the not-found title when the visitor reaches it from another page', async () => {
    const { router } = await renderApp('/khoa-hoc/8');
    await waitFor(() => expect(document.title).toBe('Tiếng Anh Giao Tiếp | Mặt Trời Nhỏ'));
    await act(() => router.navigate({ to: '/khoa-hoc/$id', params: { id: '99' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy khóa học' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(notFoundTitle));
  });

  it.each([
    ['/khoa-hoc/5', '/khoa-hoc/tieng-anh-cambridge/5'],
    ['/khoa-hoc/1', '/khoa-hoc/ky-nang-song/1'],
    ['/khoa-hoc/ky-nang-song/8', '/khoa-hoc/8'],
    ['/khoa-hoc/3', '/khoa-hoc/tieng-anh-cambridge'],
  ])('sends a course reached at %s to its own path %s', async (from, to) => {
    const { router } = await renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });
});
