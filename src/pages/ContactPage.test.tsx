import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/setup/render';
import { envDefaults } from '@/lib/env-defaults';
import { getContactContent } from '@/content/contact/contact-queries';
import { ContactPage } from './ContactPage';

describe('contact page', () => {
  it("gives the configured facts as links, directions to the configured position, the area's map, how to come, and the form", async () => {
    await renderWithRouter(<ContactPage content={await getContactContent()} />, '/lien-he');
    expect(screen.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Thông tin liên hệ' });
    expect(facts).toHaveTextContent(`Địa chỉ${envDefaults.VITE_SITE_ADDRESS}`);
    expect(facts).toHaveTextContent('Giờ mở cửaThứ Hai - Chủ Nhật: 8:00 - 21:00');
    expect(within(facts).getByRole('link', { name: envDefaults.VITE_SITE_PHONE })).toHaveAttribute('href', 'tel:0901234567');
    expect(within(facts).getByRole('link', { name: 'Nhắn Zalo cho trung tâm (mở thẻ mới)' })).toHaveAttribute('href', envDefaults.VITE_ZALO_URL);
    expect(within(facts).getByRole('link', { name: envDefaults.VITE_SITE_EMAIL })).toHaveAttribute('href', `mailto:${envDefaults.VITE_SITE_EMAIL}`);

    const directions = within(facts).getByRole('link', { name: 'Chỉ đường đến trung tâm trên Google Maps (mở thẻ mới)' });
    expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${envDefaults.VITE_SITE_GEO}`);
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');

    const map = screen.getByRole('img', { name: /^Sơ đồ đường đến trung tâm: Mặt Trời Nhỏ ở Đường số 7/ });
    expect(map).toHaveAttribute('src', '/images/contact/map.svg');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.closest('figure')).toHaveTextContent('Sơ đồ khu vực quanh trung tâm, không theo tỷ lệ.');

    const comingHere = screen.getByRole('region', { name: 'ĐẾN TRUNG TÂM' });
    expect(within(comingHere).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Gửi xe máy',
      'Đi ô tô',
      'Xe buýt',
      'Đưa đón bé',
    ]);
    expect(comingHere).toHaveTextContent('Trung tâm chỉ giao bé cho phụ huynh hoặc người đón phụ huynh đã đăng ký với trung tâm');
    expect(within(comingHere).getByRole('link', { name: 'Câu hỏi thường gặp về đưa đón và an toàn của bé' })).toHaveAttribute('href', '/cau-hoi-thuong-gap#dua-don');
    expect(within(comingHere).getByRole('link', { name: 'Câu hỏi thường gặp về những gì bé cần mang theo' })).toHaveAttribute('href', '/cau-hoi-thuong-gap#mang-theo');
    expect(screen.getByRole('button', { name: 'Gửi đăng ký' })).toBeInTheDocument();
  });
});
