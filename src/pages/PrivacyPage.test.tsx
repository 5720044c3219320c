import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '@/lib/site-config';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { PrivacyPage } from './PrivacyPage';

const renderPage = () => renderWithRouter(<PrivacyPage />, '/chinh-sach-bao-mat');

describe('privacy page', () => {
  it('has its sections, the law it follows, how long data is kept, and its date', async () => {
    const { container } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Chính sách bảo mật' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        '1. Thông tin chúng tôi thu thập',
        '3. Cơ sở pháp lý',
        '5. Thời gian lưu trữ',
        '6. Đăng ký chưa gửi được, lưu tạm trên điện thoại',
        '7. Quyền của phụ huynh',
        '8. Dữ liệu của trẻ em',
        '9. Liên hệ',
      ]),
    );
    expect(container).toHaveTextContent('Nghị định 13/2023/NĐ-CP');
    expect(container).toHaveTextContent('12 tháng');
    // What a registration carries besides its three fields.
    expect(container).toHaveTextContent('utm_source, utm_medium, utm_campaign');
    expect(container).toHaveTextContent('Cập nhật lần cuối: 27/11/2026');
    expect(container).toHaveTextContent('điện thoại chỉ giữ tối đa 7 ngày rồi tự xóa');
    expect(container).toHaveTextContent('Hiện điện thoại này không lưu đăng ký nào chưa gửi.');
    expect(within(container).getAllByRole('link', { name: siteConfig.phone })[0]).toHaveAttribute('href', siteConfig.phoneHref);
  });
});

describe('privacy page, on a phone that keeps a registration not sent yet', () => {
  it('shows it, and removes it on request', async () => {
    localStorage.setItem(
      'mat-troi-nho.dang-ky',
      JSON.stringify([{ id: 'registration-1', submittedAt: Date.now() - 60_000, values: { parentName: 'Lê Thị Hoa', phone: '0987654321', subject: 'Kỹ Năng Sống' }, tries: 1, lastTriedAt: Date.now() - 60_000, refused: true }]),
    );
    await renderPage();
    const kept = await screen.findByRole('region', { name: 'Đăng ký đã lưu trên điện thoại này' });
    expect(kept).toHaveTextContent('Lê Thị Hoa, 0987654321, Kỹ Năng Sống');
    expect(kept).toHaveTextContent('Trung tâm chưa nhận được đăng ký này.');

    await userEvent.click(within(kept).getByRole('button', { name: /không gửi nữa: đăng ký của Lê Thị Hoa$/ }));
    expect(await screen.findByText('Hiện điện thoại này không lưu đăng ký nào chưa gửi.')).toBeInTheDocument();
    expect(localStorage.getItem('mat-troi-nho.dang-ky')).toBeNull();
  });
});

/** Letters Vietnamese has and English does not. */
const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

describe('privacy page, in English (/en/privacy)', () => {
  it('gives the whole policy in English: its sections, the law it follows, how long data is kept, and its date', async () => {
    const { container } = await renderWithRouter(<PrivacyPage />, '/en/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. The information we collect',
      '2. What we use the information for',
      '3. Legal basis',
      '4. Who handles the information',
      '5. How long we keep it',
      '6. Registrations waiting to be sent from the parent’s device',
      '7. Parents’ rights',
      '8. Children’s data',
      '9. Contact',
    ]);
    expect(container).toHaveTextContent(`This policy explains how ${siteConfig.name} English and Life Skills Centre (“the Centre”) collects`);
    expect(container).toHaveTextContent('Decree 13/2023/NĐ-CP');
    expect(container).toHaveTextContent('12 months');
    expect(container).toHaveTextContent('utm_source, utm_medium and utm_campaign');
    expect(container).toHaveTextContent('the device keeps it for 7 days at most, then deletes it automatically');
    expect(container).toHaveTextContent('There is no unsent registration kept on this device at the moment.');
    expect(container).toHaveTextContent('Last updated: 27 November 2026.');
    const rights = screen.getByRole('region', { name: '7. Parents’ rights' });
    expect(within(rights).getByRole('link', { name: siteConfig.phone })).toHaveAttribute('href', siteConfig.phoneHref);
    expect(within(rights).getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);

    // Nothing in Vietnamese but names: the centre's, its ward's in its English address, and the decree's number.
    expect(container).toHaveTextContent('Address: 25 Street No. 7, An Khánh Ward, Ho Chi Minh City');
    const text = (container.textContent ?? '')
      .replaceAll(siteConfig.name, '')
      .replaceAll('An Khánh', '')
      .replaceAll('13/2023/NĐ-CP', '');
    expect(text).not.toMatch(vietnamese);
  });

  it('has an English head', async () => {
    await renderApp('/en/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Privacy policy | ${siteConfig.name}`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^What information Mặt Trời Nhỏ collects/));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/en\/privacy$/));
  });
});
