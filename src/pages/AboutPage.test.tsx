import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../tests/setup/render';
import { getAboutContent } from '@/content/about/about-queries';
import { coreValues, founder, mission, partners, timeline, vision } from '@/content/about/about.data';
import { AboutPage } from './AboutPage';

const renderPage = async () => renderWithRouter(<AboutPage content={await getAboutContent()} />, '/gioi-thieu');

const section = (name: string) => screen.getByRole('region', { name });

describe('about page', () => {
  it('opens with a hero claiming more than five years, over the about illustration', async () => {
    await renderPage();
    const title = 'Hơn 5 năm đồng hành cùng con trên hành trình lớn khôn';
    const hero = await screen.findByRole('region', { name: title });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(hero).toHaveTextContent('Từ lớp học nhỏ năm 2011');
    expect(hero.querySelector('img')).toHaveAttribute('src', '/images/heroes/about.svg');
    expect(hero.querySelector('source')).toHaveAttribute('srcset', '/images/heroes/about-mobile.svg');
    // Registration within reach, not only at the end of a long page.
    expect(within(hero).getByRole('link', { name: 'Đăng ký học thử miễn phí' })).toHaveAttribute('href', '/#dang-ky');
  });

  it('tells the story as an ordered timeline of five periods, each with a picture and text', async () => {
    await renderPage();
    const story = await screen.findByRole('region', { name: 'CHẶNG ĐƯỜNG PHÁT TRIỂN' });
    expect(story).toHaveTextContent('Từ lớp học tám học trò năm 2011 đến ngôi nhà chung của nhiều gia đình');
    const list = within(story).getByRole('list');
    expect(list.tagName).toBe('OL');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '2011-2015',
      '2015-2018',
      '2018-2020',
      '2020-2023',
      '2023-nay',
    ]);
    entries.forEach((entry, index) => {
      expect(within(entry).getByRole('img')).toHaveAccessibleName(timeline[index]!.image.alt);
      expect(entry).toHaveTextContent(timeline[index]!.text);
    });
  });

  it("quotes the founder's statement with her portrait, name and role", async () => {
    await renderPage();
    const block = await screen.findByRole('region', { name: 'THÔNG ĐIỆP TỪ NHÀ SÁNG LẬP' });
    const figure = within(block).getByRole('figure');
    expect(within(figure).getByRole('img')).toHaveAccessibleName(founder.image.alt);
    const quote = figure.querySelector('blockquote')!;
    expect(quote.querySelectorAll('p')).toHaveLength(founder.statement.length);
    expect(figure.querySelector('figcaption')).toHaveTextContent(`${founder.name}${founder.role}`);
  });

  it('shows the vision and the mission, the four core values and the six partners', async () => {
    await renderPage();
    const aims = await screen.findByRole('region', { name: 'TẦM NHÌN VÀ SỨ MỆNH' });
    expect(within(aims).getAllByRole('article')).toHaveLength(2);
    expect(within(aims).getByRole('article', { name: 'Tầm nhìn' })).toHaveTextContent(vision);
    expect(within(aims).getByRole('article', { name: 'Sứ mệnh' })).toHaveTextContent(mission);

    const values = section('GIÁ TRỊ CỐT LÕI');
    expect(within(values).getAllByRole('listitem')).toHaveLength(4);
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(coreValues.map((v) => v.title));

    const partnerList = section('ĐỐI TÁC');
    expect(within(partnerList).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(partners.map((p) => p.name));
  });

  it('ends with the registration block', async () => {
    await renderPage();
    expect(screen.getAllByRole('region').at(-1)).toHaveAttribute('id', 'dang-ky');
  });
});
