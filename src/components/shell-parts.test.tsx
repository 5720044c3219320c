import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { renderWithRouter } from '../../tests/setup/render';
import { CallOrZaloButtons } from './CallOrZaloButtons';
import { ErrorPage } from './ErrorPage';
import { FaqLink } from './FaqLink';
import { RetryButton } from './RetryButton';
import { SectionUnavailable } from './SectionUnavailable';

// The small parts pages share, in both languages (the layout's: layout/Header.test.tsx).
describe('parts every page may have', () => {
  it('the error page, in Vietnamese and in English', async () => {
    const { unmount } = await renderWithRouter(<ErrorPage />, '/hoc-phi');
    expect(screen.getByRole('heading', { level: 1, name: 'Đã có lỗi xảy ra. Vui lòng thử lại sau.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    unmount();

    await renderWithRouter(<ErrorPage />, '/en/fees');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong. Please try again later.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('a home section whose code could not load', () => {
    afterEach(() => vi.restoreAllMocks());

    it("says so; offline, 'Thử lại' says the phone has no connection instead of loading the page", async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      await renderWithRouter(<SectionUnavailable />, '/');
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent('Chưa tải được phần này. Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.');
      expect(notice).not.toHaveTextContent('Không có kết nối mạng');
      await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
      expect(notice).toHaveTextContent('Không có kết nối mạng. Vui lòng kiểm tra kết nối mạng rồi bấm Thử lại.');
    });

    it('in English', async () => {
      await renderWithRouter(<SectionUnavailable />, '/en');
      expect(screen.getByRole('alert')).toHaveTextContent(/^This part of the page couldn’t load\./);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  it('the retry button on an English page', async () => {
    await renderWithRouter(<RetryButton />, '/en/news');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("a line to the FAQ's question, at the FAQ page's address in the page's language", async () => {
    const { unmount } = await renderWithRouter(<FaqLink id="hoc-phi" about="học phí và cách đóng" />, '/hoc-phi');
    expect(screen.getByRole('link', { name: 'Câu hỏi thường gặp về học phí và cách đóng' })).toHaveAttribute('href', '/cau-hoi-thuong-gap#hoc-phi');
    unmount();

    await renderWithRouter(<FaqLink id="hoc-phi" about="fees and how to pay them" />, '/en/fees');
    expect(screen.getByRole('link', { name: 'Common questions about fees and how to pay them' })).toHaveAttribute('href', '/en/faq#hoc-phi');
  });

  it('call and Zalo buttons, in Vietnamese and in English', async () => {
    const { unmount } = await renderWithRouter(<CallOrZaloButtons />, '/lien-he');
    expect(screen.getByRole('link', { name: `Gọi ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(screen.getByRole('link', { name: 'Nhắn Zalo (mở thẻ mới)' })).toHaveAttribute('href', siteConfig.zaloHref);
    unmount();

    await renderWithRouter(<CallOrZaloButtons />, '/en/contact');
    expect(screen.getByRole('link', { name: `Call ${siteConfig.phone}` })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(screen.getByRole('link', { name: 'Message us on Zalo (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  });
});
