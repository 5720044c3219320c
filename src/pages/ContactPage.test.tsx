import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { envDefaults } from '@/lib/env-defaults';
import { getContactContent } from '@/content/contact/contact-queries';
import { ContactPage } from './ContactPage';

describe('contact page', () => {
  it("gives the configured facts as links, directions to the configured position, the area's map, how to come, and the form", async () => {
    await renderWithRouter(<ContactPage content={await getContactContent('vi')} />, '/lien-he');
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

/** Words with a Vietnamese letter in `text`, once the names it may keep (people's, places') are taken out. */
function vietnameseWords(text: string, names: readonly string[]): string[] {
  const rest = names.reduce((remaining, name) => remaining.replaceAll(name, ' '), text);
  return rest.split(/\s+/).filter((word) => /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i.test(word));
}

describe('contact page in English (/en/contact)', () => {
  const placeNames = ['Mặt Trời Nhỏ', 'An Khánh', 'Lương Định Của', 'Trần Não', 'Thủ Thiêm', 'Mai Chí Thọ'];
  /** An element's text but what it marks as Vietnamese. */
  const englishText = (element: HTMLElement) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const vietnamese of copy.querySelectorAll('[lang="vi"]')) vietnamese.remove();
    return copy.textContent;
  };

  it('gives the centre’s details, directions, the map and how to come in English, the address in English and as the centre writes it', async () => {
    await renderWithRouter(<ContactPage content={await getContactContent('en')} />, '/en/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByText(/^Call us, message us on Zalo or drop in/)).toBeInTheDocument();

    const facts = screen.getByRole('region', { name: 'Contact details' });
    // One English form of the address (the names as they are), then the centre's own, marked as Vietnamese, for a driver.
    expect(facts).toHaveTextContent(
      'Address25 Street No. 7, An Khánh Ward, Ho Chi Minh CityIn Vietnamese, for your taxi or Grab driver: 25 Đường số 7, Phường An Khánh, TP. Hồ Chí Minh',
    );
    expect(within(facts).getByText(envDefaults.VITE_SITE_ADDRESS)).toHaveAttribute('lang', 'vi');
    expect(facts).toHaveTextContent('Opening hoursMonday to Sunday, 8:00–21:00');
    expect(facts).toHaveTextContent(`Phone${envDefaults.VITE_SITE_PHONE}`);
    expect(within(facts).getByRole('link', { name: envDefaults.VITE_SITE_PHONE })).toHaveAttribute('href', 'tel:0901234567');
    expect(within(facts).getByRole('link', { name: 'Message the centre on Zalo (opens in a new tab)' })).toHaveAttribute('href', envDefaults.VITE_ZALO_URL);
    const directions = within(facts).getByRole('link', { name: 'Get directions to the centre on Google Maps (opens in a new tab)' });
    expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${envDefaults.VITE_SITE_GEO}`);
    expect(vietnameseWords(englishText(facts), placeNames)).toEqual([]);

    // The map's words are drawn in it: the English drawing.
    const map = screen.getByRole('img', { name: /^Map of the way to the centre: Mặt Trời Nhỏ is on Street No. 7/ });
    expect(map).toHaveAttribute('src', '/images/contact/map-en.svg');
    const figure = map.closest('figure')!;
    expect(figure).toHaveTextContent('A map of the area around the centre, not to scale. Select “Get directions” to see the route on a map.');
    expect(vietnameseWords(`${figure.textContent} ${map.getAttribute('alt')}`, placeNames)).toEqual([]);

    const comingHere = screen.getByRole('region', { name: 'Getting here' });
    expect(comingHere).toHaveTextContent('Parking, buses, and dropping off and picking up your child');
    expect(within(comingHere).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Motorbike parking',
      'By car',
      'By bus',
      'Dropping off and picking up',
    ]);
    expect(comingHere).toHaveTextContent('Children under 12 never leave on their own.');
    expect(vietnameseWords(within(comingHere).getAllByRole('list')[0]!.textContent, placeNames)).toEqual([]);
    // The questions on the FAQ page, at its English address.
    expect(within(comingHere).getByRole('link', { name: /drop-off, pick-up and your child’s safety$/ })).toHaveAttribute('href', '/en/faq#dua-don');
    expect(within(comingHere).getByRole('link', { name: /what your child needs to bring$/ })).toHaveAttribute('href', '/en/faq#mang-theo');
  });

  it('has an English title and description, with the address as the page gives it', async () => {
    await renderApp('/en/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Contact us | Mặt Trời Nhỏ'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Find Mặt Trời Nhỏ at 25 Street No. 7, An Khánh Ward, Ho Chi Minh City: phone, Zalo, opening hours, directions, parking, buses, drop-off and pick-up.',
    );
  });
});
