import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { renderWithRouter } from '../../tests/setup/render';
import { CallOrZaloButtons } from './CallOrZaloButtons';
import { ErrorPage } from './ErrorPage';
import { FaqLink } from './FaqLink';
import { RetryButton } from './RetryButton';

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
