import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { getAboutContent } from '@/content/about/about-queries';
import { coreValues, founder, mission, partners, timeline, vision } from '@/content/about/about.data';
import { AboutPage } from './AboutPage';

const renderPage = async () => renderWithRouter(<AboutPage content={await getAboutContent('vi')} />, '/gioi-thieu');

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

/** Vietnamese letters, outside the names the English keeps as they are (the centre's, its founder's, a district's). */
const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const withoutNames = (text: string) =>
  ['Mặt Trời Nhỏ', 'Lê Minh Châu', 'Minh Châu', 'Bình Thạnh'].reduce((rest, name) => rest.replaceAll(name, ''), text);

/** What a section says, to the eye and to a screen reader: its text and its elements' alt and ARIA names. */
const wordsOf = (element: Element) =>
  [element, ...element.querySelectorAll('*')]
    .flatMap((node) => ['alt', 'aria-label', 'title'].map((name) => node.getAttribute(name) ?? ''))
    .concat(element.textContent ?? '')
    .join('\n');

describe('about page in English (/en/about)', () => {
  const renderEnglishPage = async () => renderWithRouter(<AboutPage content={await getAboutContent('en')} />, '/en/about');

  it('opens with the same claim of more than five years, in English, and the trial lesson within reach', async () => {
    await renderEnglishPage();
    const title = 'Over 5 years at your child’s side as they grow up';
    const hero = await screen.findByRole('region', { name: title });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(hero).toHaveTextContent('From a small class in 2011 to a centre officially licensed in 2020');
    expect(hero).toHaveTextContent('Ho Chi Minh City');
    expect(within(hero).getByRole('link', { name: 'Register for a free trial class' })).toBeInTheDocument();
  });

  it('tells the story in English, period by period, up to now', async () => {
    await renderEnglishPage();
    const story = section('How we grew');
    expect(story).toHaveTextContent('From a class of eight pupils in 2011 to a place many families call home');
    const entries = within(within(story).getByRole('list')).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '2011–2015',
      '2015–2018',
      '2018–2020',
      '2020–2023',
      '2023–present',
    ]);
    expect(entries[0]).toHaveTextContent('Ms Minh Châu opened her first English class in a small room in Bình Thạnh District');
    expect(within(entries[2]!).getByRole('img')).toHaveAccessibleName('The centre’s building with its Mặt Trời Nhỏ sign');
  });

  it("quotes the founder in English, under her own name, and states the vision, the mission and the values", async () => {
    await renderEnglishPage();
    const founderBlock = section('A word from our founder');
    expect(founderBlock).toHaveTextContent('Why Mặt Trời Nhỏ began');
    expect(founderBlock.querySelector('figcaption')).toHaveTextContent('Lê Minh ChâuFounder and Academic Director');
    expect(founderBlock.querySelector('blockquote')).toHaveTextContent('After more than 5 years, Mặt Trời Nhỏ still keeps the spirit of that little class');

    const aims = section('Our vision and mission');
    expect(within(aims).getByRole('article', { name: 'Our vision' })).toHaveTextContent(
      'To be the English and life skills centre that Ho Chi Minh City families trust first',
    );
    expect(within(aims).getByRole('article', { name: 'Our mission' })).toHaveTextContent(
      'To give children and teenagers a safe, happy place to learn, built around the learner',
    );

    const values = section('Our core values');
    expect(values).toHaveTextContent('Four things we hold on to in every class');
    expect(within(values).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dedication',
      'Quality',
      'Creativity',
      'Responsibility',
    ]);
    expect(within(section('Our partners')).getAllByRole('img')).toHaveLength(6);
  });

  it('says nothing in Vietnamese outside names, up to the registration block', async () => {
    await renderEnglishPage();
    const regions = screen.getAllByRole('region').filter((region) => region.id !== 'dang-ky');
    expect(regions).toHaveLength(6);
    for (const region of regions) expect(withoutNames(wordsOf(region))).not.toMatch(vietnamese);
  });

  it('has an English title and description, and its breadcrumb says where it is in English', async () => {
    await renderApp('/en/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'Over 5 years at your child’s side as they grow up' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About us | Mặt Trời Nhỏ'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Our story of more than 5 years, and the vision, mission and core values behind Mặt Trời Nhỏ English and Life Skills Centre.',
    );
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent).join('');
    expect(data).toContain('"name":"About us"');
    expect(data).toMatch(/"item":"[^"]*\/en\/about"/);
  });
});
