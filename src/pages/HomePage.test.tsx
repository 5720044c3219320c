import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../mocks/scenario';
import { mockMatchMedia, renderApp, renderWithRouter } from '../../tests/setup/render';
import { listAllCourses } from '@/content/courses/course-queries';
import { getHomeContent } from '@/content/home/home-queries';
import { listHonouredStudents } from '@/content/students/student-queries';
import { listTeachers } from '@/content/teachers/teacher-queries';
import { loadHomeNews } from '@/features/news/load-home-news';
import { leaveNewsPagesToBrowserWhen } from '@/lib/news-page-ssr';
import { HomePage } from './HomePage';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';

/** The home page with its content and the news the API gives, as its route loads them (none: left to the browser). */
async function renderHomePage(news: ReturnType<typeof loadHomeNews> | undefined = loadHomeNews()) {
  const [content, courses, students, teachers] = await Promise.all([
    getHomeContent('vi'),
    listAllCourses('vi'),
    listHonouredStudents('vi'),
    listTeachers('vi'),
  ]);
  const view = await renderWithRouter(<HomePage content={content} courses={courses} students={students} teachers={teachers} news={news} />);
  await allSectionsRendered();
  return view;
}

// Every section after the first two renders once its chunk has loaded (Start's <Hydrate>).
const section = (name: string) => screen.findByRole('region', { name });

/**
 * Once every section below the first screen has rendered (HomePage marks each wrapper `data-ready`).
 * A test that ended earlier would leave a section's chunk loading into the next test, whose page
 * then suspends on it and React warns that use() was not called again (a flaky console error).
 */
const allSectionsRendered = () =>
  waitFor(() => expect(document.querySelectorAll('[data-deferred][data-ready]')).toHaveLength(6), { timeout: 5000 });

describe('home page', () => {
  it('shows the hot article and the four latest from the API, each linking to its page', async () => {
    await renderHomePage();
    const news = await section('TIN TỨC VÀ SỰ KIỆN');
    await within(news).findByText('Tin nổi bật');
    const links = within(news).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/tin-tuc/'));
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/tin-tuc\/[a-f\d]{24}$/);
    expect(within(news).getByRole('link', { name: 'Xem tất cả tin tức' })).toHaveAttribute('href', '/tin-tuc');
  });

  it("renders at once on a demo's render server in the slow scenario, its news block loading, then the news the browser loads", async () => {
    setScenario('slow');
    vi.stubEnv('VITE_ENABLE_MOCKS', 'true');
    vi.stubEnv('SSR', true);
    leaveNewsPagesToBrowserWhen(() => true);
    try {
      const { Route } = await import('@/routes/index');
      const loader = Route.options.loader as unknown as (match: object) => Promise<{ news?: unknown }>;
      const startedAt = performance.now();
      const data = await loader({ abortController: new AbortController(), context: { locale: 'vi' } });
      // Not the 3 s the slow fake backend takes: the render server does not ask it for the news.
      expect(performance.now() - startedAt).toBeLessThan(2000);
      expect(data.news).toBeUndefined();
    } finally {
      leaveNewsPagesToBrowserWhen(() => false);
      vi.unstubAllEnvs();
    }
    await renderHomePage(undefined);
    expect(screen.getByRole('region', { name: 'Ảnh giới thiệu trung tâm' })).toBeInTheDocument();
    expect(await section('CHƯƠNG TRÌNH HỌC')).toBeInTheDocument();
    const news = await section('TIN TỨC VÀ SỰ KIỆN');
    expect(within(news).getByRole('status')).toHaveTextContent('Đang tải tin tức');
    expect(await within(news).findByText('Tin nổi bật')).toBeInTheDocument();
    expect(within(news).queryByRole('status')).toBeNull();
  });

  it('keeps the rest of the page when the news API fails', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('error');
    // The route's loader turns the failure into the block's message.
    await renderApp('/');
    expect(await within(await section('TIN TỨC VÀ SỰ KIỆN')).findByRole('alert')).toHaveTextContent('Không tìm thấy tin tức');
    expect(await section('CHƯƠNG TRÌNH HỌC')).toBeInTheDocument();
    await allSectionsRendered();
  });

  it('says so kindly when there is no news yet', async () => {
    expectConsoleErrors(failedRequestLogs);
    setScenario('empty');
    await renderHomePage();
    expect(await within(await section('TIN TỨC VÀ SỰ KIỆN')).findByText('Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!')).toBeInTheDocument();
  });

  it("shows the spec's five happy numbers", async () => {
    await renderHomePage();
    const numbers = await section('NHỮNG CON SỐ HẠNH PHÚC');
    expect(within(numbers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5năm đồng hành cùng học viên',
      '100%giáo viên đạt chuẩn Cambridge',
      '80%+học viên đạt chứng chỉ Cambridge (YLE, KET, PET, IELTS)',
      '500+học viên đạt IELTS 7.0',
      '95%+học viên đánh giá 5 sao',
    ]);
  });

  it('shows the eight teachers at once, with no loading state (static content, in the prerendered page)', async () => {
    await renderHomePage();
    const teachers = await section('ĐỘI NGŨ GIÁO VIÊN');
    expect(within(teachers).getAllByRole('button', { name: /Giáo viên Tiếng Anh/ })).toHaveLength(8);
    expect(within(teachers).queryByText('Đang tải dữ liệu giáo viên')).toBeNull();
    expect(within(teachers).getByRole('link', { name: 'Xem tất cả giáo viên' })).toHaveAttribute('href', '/giao-vien');
  });

  it('lets a teacher card be opened by tap or keyboard to show the qualifications', async () => {
    const user = userEvent.setup();
    await renderHomePage();
    const card = await within(await section('ĐỘI NGŨ GIÁO VIÊN')).findByRole('button', { name: /James Wilson/ });
    expect(card).toHaveAccessibleDescription('Chứng chỉ CELTA Cử nhân Ngôn ngữ Anh, Đại học Manchester (Vương quốc Anh)');
    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    card.focus();
    await user.keyboard('{Enter}');
    expect(card).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes the first facility photo active, then the one clicked', async () => {
    const user = userEvent.setup();
    await renderHomePage();
    const facilities = await section('CƠ SỞ VẬT CHẤT HIỆN ĐẠI');
    const photos = within(facilities).getAllByRole('button', { name: /^Xem lớn/ });
    expect(photos).toHaveLength(5);
    expect(photos[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(photos[3]!);
    expect(photos[3]).toHaveAttribute('aria-pressed', 'true');
    expect(photos[0]).toHaveAttribute('aria-pressed', 'false');
    expect(within(facilities).getByText('Phòng đa phương tiện có máy chiếu và màn hình lớn')).toBeInTheDocument();
  });

  it('gives every autoplaying carousel a pause button that stays paused', async () => {
    const user = userEvent.setup();
    await renderHomePage();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Tạm dừng trình chiếu' })).toHaveLength(3));
    const hero = screen.getByRole('region', { name: 'Ảnh giới thiệu trung tâm' });
    await user.click(within(hero).getByRole('button', { name: 'Tạm dừng trình chiếu' }));
    expect(within(hero).getByRole('button', { name: 'Tiếp tục trình chiếu' })).toHaveAttribute('aria-pressed', 'true');
    expect(hero).toHaveAttribute('data-autoplay', 'off');
  });

  it('does not autoplay for visitors who ask for reduced motion', async () => {
    mockMatchMedia((query) => query.includes('prefers-reduced-motion'));
    await renderHomePage();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Ảnh giới thiệu trung tâm' })).toHaveAttribute('data-autoplay', 'off'));
  });
});

/** Vietnamese letters, outside the names the English keeps as they are. */
const vietnamese = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const withoutNames = (text: string) => text.replaceAll('Mặt Trời Nhỏ', '');

/** What a section says, to the eye and to a screen reader: its text and its elements' alt and ARIA names. */
const wordsOf = (element: Element) =>
  [element, ...element.querySelectorAll('*')]
    .flatMap((node) => ['alt', 'aria-label', 'title'].map((name) => node.getAttribute(name) ?? ''))
    .concat(element.textContent ?? '')
    .join('\n');

describe('home page in English (/en)', () => {
  async function renderEnglishHomePage() {
    const [content, courses, students, teachers] = await Promise.all([
      getHomeContent('en'),
      listAllCourses('en'),
      listHonouredStudents('en'),
      listTeachers('en'),
    ]);
    const view = await renderWithRouter(
      <HomePage content={content} courses={courses} students={students} teachers={teachers} news={loadHomeNews()} />,
      '/en',
    );
    await allSectionsRendered();
    return view;
  }

  it("names the centre in English, and welcomes with the banners' words and buttons in English", async () => {
    await renderEnglishHomePage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mặt Trời Nhỏ English and Life Skills Centre');
    const hero = screen.getByRole('region', { name: 'Introducing the centre' });
    expect(hero).toHaveTextContent('English that’s fun, every day');
    expect(hero).toHaveTextContent('Life skills for confident children');
    expect(within(hero).getAllByRole('link', { name: 'Register for a free trial class' })).toHaveLength(2);
    for (const link of within(hero).getAllByRole('link', { name: 'See our courses' })) {
      expect(link).toHaveAttribute('href', '/en#chuong-trinh-hoc');
    }
    // The carousel's own controls (pause, dots) are the shared carousel's; what the hero itself says is English.
    expect(withoutNames(hero.textContent ?? '')).not.toMatch(vietnamese);
  });

  it('states the mission and the same five figures in English', async () => {
    await renderEnglishHomePage();
    const numbers = await section('Numbers that make us smile');
    expect(numbers).toHaveTextContent('The trust parents place in us, earned one school year at a time');
    expect(within(numbers).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Skills that take root, language that gives wings, character that lasts',
    );
    expect(numbers).toHaveTextContent('At Mặt Trời Nhỏ, we believe every child needs three things for the road ahead');
    expect(within(numbers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5years alongside our students',
      '100%of our teachers meet Cambridge standards',
      '80%+of our students gain Cambridge qualifications (Pre A1 Starters to B1 Preliminary) or an IELTS result',
      '500+students have reached IELTS 7.0',
      '95%+of our students give us 5 stars',
    ]);
    expect(within(numbers).getByRole('img')).toHaveAccessibleName('A teacher and young children learning and playing together in the sunshine');
    expect(withoutNames(wordsOf(numbers))).not.toMatch(vietnamese);
  });

  it('shows the facilities in English, its photos named and captioned in English', async () => {
    const user = userEvent.setup();
    await renderEnglishHomePage();
    const facilities = await section('Modern facilities');
    expect(facilities).toHaveTextContent('A safe, bright and inspiring place to learn');
    const photos = within(facilities).getAllByRole('button', { name: /^View larger: / });
    expect(photos).toHaveLength(5);
    await user.click(photos[3]!);
    expect(photos[3]).toHaveAttribute('aria-pressed', 'true');
    expect(within(facilities).getByText('The multimedia room, with a projector and a big screen')).toBeInTheDocument();
    expect(within(facilities).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(within(facilities).getAllByRole('group', { name: /^Photo \d of 5$/ })).toHaveLength(5);
    expect(withoutNames(wordsOf(facilities))).not.toMatch(vietnamese);
  });

  it("labels the students' button in English", async () => {
    await renderEnglishHomePage();
    expect(await screen.findByRole('link', { name: 'See more student achievements' })).toHaveAttribute('href', '/en/students');
  });

  it('has an English description, the centre in English in its title', async () => {
    await renderApp('/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mặt Trời Nhỏ English and Life Skills Centre' })).toBeInTheDocument();
    await allSectionsRendered();
    await waitFor(() => expect(document.title).toBe('Mặt Trời Nhỏ - English and life skills for children'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Cambridge English, English for communication and life skills for ages 3–18. Register for a free level test and trial class at Mặt Trời Nhỏ.',
    );
  });
});
