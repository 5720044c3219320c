import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { renderApp } from '../../tests/setup/render';

describe('privacy page', () => {
  it('exists at the consent link, with its sections and date', async () => {
    await renderApp('/chinh-sach-bao-mat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Chính sách bảo mật | Mặt Trời Nhỏ'));
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        '1. Thông tin chúng tôi thu thập',
        '3. Cơ sở pháp lý',
        '5. Thời gian lưu trữ',
        '6. Quyền của phụ huynh',
        '7. Dữ liệu của trẻ em',
        '8. Liên hệ',
      ]),
    );
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Nghị định 13/2023/NĐ-CP');
    expect(main).toHaveTextContent('12 tháng');
    expect(main).toHaveTextContent('Cập nhật lần cuối: 01/11/2026');
    expect(within(main).getAllByRole('link', { name: siteConfig.phone })[0]).toHaveAttribute('href', siteConfig.phoneHref);
  });
});
