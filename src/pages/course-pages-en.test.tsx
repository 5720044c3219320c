import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextOpenings } from '@/features/courses/course-openings';
import { buildDate } from '@/lib/build-date';
import { formatDate } from '@/lib/format-date';
import { renderApp } from '../../tests/setup/render';

// The course pages at their English addresses, as an English-reading parent sees them.

/** Letters Vietnamese has and English does not. */
const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
/** Names, which keep their Vietnamese: the centre's, and the holiday its terms leave out. */
const names = /Mặt Trời Nhỏ|Tết/g;
/**
 * Parts of these pages that other areas translate, each tested at its English address there: the
 * registration block, the honoured students, the FAQ link's lead-in (its topic, ours, is checked
 * below), the gallery's and carousels' own controls.
 */
const otherAreas = ['#dang-ky', '[aria-labelledby="vinh-danh-hoc-vien"]', 'a[href^="/en/faq"]', 'button'].join(', ');

/** The Vietnamese the page's own content shows or says to a screen reader (text, labels, alts, titles): none is expected. */
function vietnameseOnPage(): string[] {
  const main = document.querySelector('main')!;
  const ours = (element: Element | null) => !element?.closest(otherAreas);
  const found = new Set<string>();
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (ours(node.parentElement) && vietnameseLetter.test(text.replace(names, ''))) found.add(text.trim());
  }
  for (const element of main.querySelectorAll('[aria-label], [alt], [title]')) {
    for (const attribute of ['aria-label', 'alt', 'title']) {
      const value = element.getAttribute(attribute) ?? '';
      if (ours(element) && vietnameseLetter.test(value.replace(names, ''))) found.add(`${attribute}: ${value}`);
    }
  }
  return [...found];
}

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

/** Each kind shown, with the courses in it: [heading, [card titles]]. */
function shownGroups() {
  return screen
    .getAllByRole('region')
    .filter((region) => region.querySelector(':scope > ul > li > article'))
    .map((region) => [
      text(within(region).getByRole('heading', { level: 2 })),
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => text(heading)),
    ]);
}

/** A fact of a card: the value under `label`, its lines when it has several. */
function fact(card: HTMLElement, label: string) {
  const value = within(card).getByText(label, { selector: 'dt' }).nextElementSibling!;
  const lines = value.querySelectorAll('li');
  return lines.length > 0 ? [...lines].map(text) : text(value);
}

/** The FAQ links of the page: [where to, its topic (our words, after the FAQ part's lead-in)]. */
const faqLinks = () => [...document.querySelectorAll('main a[href^="/en/faq"]')].map((link) => [link.getAttribute('href'), text(link)]);

const englishOpenings = (months: number[]) => nextOpenings(months, buildDate, 2).map((date) => formatDate(date, 'en')).join(' and ');

const cambridgeLevels = ['Preschool English', 'Primary English', 'Lower secondary English', 'Upper secondary English'];

describe('/en/courses, every course and the finder by age, in English', () => {
  it('shows every course by kind with its English name, each linking to its English page', async () => {
    await renderApp('/en/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'All courses' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All courses | Mặt Trời Nhỏ'));
    expect(document.documentElement.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Every course at Mặt Trời Nhỏ: Life skills for ages 5–12, Cambridge English/),
    );
    expect(screen.getByText(/Choose an age to see the courses for that age\.$/)).toBeInTheDocument();
    expect(shownGroups()).toEqual([
      ['Life skills', ['Life skills']],
      ['Cambridge English', cambridgeLevels],
      ['English for communication', ['English for communication']],
    ]);
    expect(screen.getByRole('link', { name: 'See the Life skills course' })).toHaveAttribute('href', '/en/courses/life-skills/1');
    expect(screen.getByRole('link', { name: 'See the Primary English course' })).toHaveAttribute('href', '/en/courses/cambridge-english/5');
    expect(screen.getByRole('link', { name: 'See the English for communication course' })).toHaveAttribute('href', '/en/courses/8');
    expect(screen.getByRole('link', { name: /^See the Cambridge pathway/ })).toHaveAttribute('href', '/en/courses/cambridge-english');
    expect(screen.getByRole('heading', { level: 2, name: 'Not sure which level to start at?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the free level check' })).toHaveAttribute('href', '/en/level-check');
    expect(faqLinks()).toEqual([['/en/faq#bat-dau-tu-may-tuoi', expect.stringMatching(/ what age to start$/)]]);
    expect(vietnameseOnPage()).toEqual([]);
  });

  it('offers every age in English, with its school year, each at its English address', async () => {
    await renderApp('/en/courses');
    const finder = await screen.findByRole('navigation', { name: 'Find a course by age' });
    expect([...finder.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All ages', '/en/courses'],
      ['Age 3 · preschool', '/en/courses/by-age/3'],
      ['Age 4 · preschool', '/en/courses/by-age/4'],
      ['Age 5 · preschool', '/en/courses/by-age/5'],
      ...Array.from({ length: 12 }, (_, index) => [`Age ${index + 6} · grade ${index + 1}`, `/en/courses/by-age/${index + 6}`]),
      ['Age 18 · school leaver', '/en/courses/by-age/18'],
      ['Adults · at university or work', '/en/courses/by-age/adults'],
    ]);
    expect(within(finder).getByRole('link', { name: 'All ages' })).toHaveAttribute('aria-current', 'page');
  });

  it('/en/courses/by-age/7 shows the courses for 7-year-olds, says how many, and moves to another age in English', async () => {
    const user = userEvent.setup();
    await renderApp('/en/courses/by-age/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses for 7-year-olds' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Courses for 7-year-olds | Mặt Trời Nhỏ'));
    expect(document.documentElement.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Courses at Mặt Trời Nhỏ for 7-year-olds (grade 2): Life skills, Primary English. Free English level test.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Mặt Trời Nhỏ has 2 courses for 7-year-olds (grade 2).');
    expect(shownGroups()).toEqual([
      ['Life skills', ['Life skills']],
      ['Cambridge English', ['Primary English']],
    ]);
    const finder = screen.getByRole('navigation', { name: 'Find a course by age' });
    expect(within(finder).getByRole('link', { name: 'Age 7 · grade 2' })).toHaveAttribute('aria-current', 'page');
    expect(vietnameseOnPage()).toEqual([]);

    await user.click(within(finder).getByRole('link', { name: 'Age 14 · grade 9' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Mặt Trời Nhỏ has 1 course for 14-year-olds (grade 9).'));
    expect(screen.getByRole('heading', { level: 1, name: 'Courses for 14-year-olds' })).toBeInTheDocument();
    expect(shownGroups()).toEqual([['Cambridge English', ['Lower secondary English']]]);
  });

  it('/en/courses/by-age/adults is the adults’ page, in English', async () => {
    await renderApp('/en/courses/by-age/adults');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses for adults' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mặt Trời Nhỏ has 1 course for adults (at university or work).');
    expect(shownGroups()).toEqual([['English for communication', ['English for communication']]]);
    expect(screen.getByRole('link', { name: 'Adults · at university or work' })).toHaveAttribute('aria-current', 'page');
    expect(vietnameseOnPage()).toEqual([]);
  });
});

describe('/en/courses/cambridge-english, the Cambridge programme in English', () => {
  it('shows one card per level, with its facts and fees in English and a way in', async () => {
    await renderApp('/en/courses/cambridge-english');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambridge English' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Cambridge English | Mặt Trời Nhỏ'));
    const hero = screen.getByRole('region', { name: 'Cambridge English' });
    expect(hero).toHaveTextContent(/Pre A1 Starters, A1 Movers and A2 Flyers at primary school to A2 Key for Schools and B1 Preliminary for Schools, then IELTS preparation at upper secondary/);
    expect(within(hero).getByRole('link', { name: 'Register for a free trial class' })).toHaveAttribute('href', '/en/courses/cambridge-english?khoa-hoc=3#dang-ky');

    const list = screen.getByRole('region', { name: 'Cambridge courses' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => text(within(card).getByRole('heading', { level: 3 })))).toEqual(cambridgeLevels);
    const expected = [
      ['4', '3–5 years old', 'Super Safari', '3,420,000 VND / term (24 sessions)'],
      ['5', '6–10 years old', 'Kid’s Box', '4,560,000 VND / term (24 sessions)'],
      ['6', '11–15 years old', 'Prepare', '5,400,000 VND / term (24 sessions)'],
      ['7', '16–18 years old', 'Complete IELTS', '6,000,000 VND / term (24 sessions)'],
    ];
    cards.forEach((card, index) => {
      const [id, age, coursebook, fee] = expected[index]!;
      const inCard = within(card);
      expect(card).toHaveAccessibleName(cambridgeLevels[index]!);
      expect(inCard.getByText(`Age: ${age}`)).toBeInTheDocument();
      expect(inCard.getByText('Course length: 18 months')).toBeInTheDocument();
      expect(inCard.getByText(`Coursebook: ${coursebook}`)).toBeInTheDocument();
      expect(inCard.getByText(fee!)).toBeInTheDocument();
      expect(inCard.getByText(/^Up to 1[02] students$/)).toBeInTheDocument();
      expect(fact(card, 'New classes start')).toBe(englishOpenings([3, 6, 9, 12]));
      expect(inCard.getByRole('link', { name: 'Explore the course' })).toHaveAttribute('href', `/en/courses/cambridge-english/${id}`);
    });
    expect(fact(cards[0]!, 'Fee')).toEqual(['3,420,000 VND / term (24 sessions)', 'or 1,200,000 VND / month']);
    expect(fact(cards[0]!, 'Sessions')).toBe('2 sessions a week, 60 minutes each');

    expect(screen.getByRole('link', { name: 'See all fees and policies' })).toHaveAttribute('href', '/en/fees');
    expect(faqLinks()).toEqual([
      ['/en/faq#bat-dau-tu-may-tuoi', expect.stringMatching(/ what age to start$/)],
      ['/en/faq#thi-cambridge', expect.stringMatching(/ Cambridge exams$/)],
      ['/en/faq#bai-tap-ve-nha', expect.stringMatching(/ homework$/)],
    ]);
    expect(vietnameseOnPage()).toEqual([]);
  });
});

describe('a course’s page in English', () => {
  it('/en/courses/life-skills/1: its hero, outcomes, methods, fees by age group and gallery', async () => {
    await renderApp('/en/courses/life-skills/1');
    const hero = await screen.findByRole('region', { name: 'Life skills' });
    await waitFor(() => expect(document.title).toBe('Life skills | Mặt Trời Nhỏ'));
    expect(within(hero).getAllByRole('listitem').map(text)).toEqual([
      'Age: 5–12 years old',
      'Course length: 18 months',
      'Coursebook: Mặt Trời Nhỏ Life Skills',
    ]);
    expect(hero).toHaveTextContent(/^.*Our life skills programme helps children aged 5 to 12 grow confident, independent and caring\./);
    expect(within(hero).getByRole('img', { name: 'Young children happily learning life skills together with their teacher' })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Register for a free trial class' })).toHaveAttribute('href', '/en/courses/life-skills/1?khoa-hoc=1#dang-ky');

    const outcomes = screen.getByRole('region', { name: 'Outcomes' });
    expect(within(outcomes).getAllByRole('listitem')).toHaveLength(4);
    expect(outcomes).toHaveTextContent('the emergency numbers 113, 114 and 115');

    const methods = screen.getByRole('region', { name: 'How we teach' });
    expect(within(methods).getAllByRole('heading', { level: 3 }).map(text)).toEqual([
      'Personal skills',
      'Social skills',
      'Managing emotions',
      'Staying safe and coping with change',
    ]);
    expect(within(methods).getByRole('heading', { level: 4, name: 'Calming down with 4-7-8 breathing' })).toBeInTheDocument();

    const fees = screen.getByRole('region', { name: 'Fees and timetable' });
    expect(within(fees).getAllByRole('heading', { level: 3 }).map(text)).toEqual(['Ages 5–6', 'Ages 7–9', 'Ages 10–12']);
    expect(within(fees).getAllByText('2,280,000 VND / term (12 sessions)')).toHaveLength(3);
    expect(within(fees).getAllByText('or 800,000 VND / month')).toHaveLength(3);
    expect(within(fees).getAllByText('1 session of 90 minutes a week')).toHaveLength(3);
    expect(within(fees).getAllByText('Saturdays, 8:00–9:30').length).toBeGreaterThan(0);
    expect(within(fees).getAllByText(/^Up to \d+ students$/).map(text)).toEqual(['Up to 10 students', 'Up to 12 students', 'Up to 12 students']);
    expect(fact(fees, 'New classes start')).toBe(englishOpenings([3, 6, 9, 12]));
    expect(within(fees).getByRole('link', { name: 'See all fees and policies' })).toHaveAttribute('href', '/en/fees');

    const gallery = screen.getByRole('region', { name: 'Our students in class' });
    expect(within(gallery).getByRole('list', { name: 'Pictures of our students in class' })).toBeInTheDocument();
    expect(within(gallery).getAllByRole('img', { name: 'Children role-playing a call to the 115 ambulance number on a toy phone' }).length).toBeGreaterThan(0);
    expect(vietnameseOnPage()).toEqual([]);
  });

  it('/en/courses/8 and /en/courses/cambridge-english/5: the split hero, one class of fees, the Cambridge questions', async () => {
    await renderApp('/en/courses/8');
    const hero = await screen.findByRole('region', { name: 'English for communication' });
    expect(within(hero).getByText('15 years and over', { exact: true })).toBeInTheDocument();
    expect(within(hero).getByText('Coursebook: Speakout')).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Fees and timetable' });
    expect(fact(fees, 'Fee')).toBe('4,800,000 VND / term (24 sessions)');
    expect(fact(fees, 'Sessions')).toBe('2 sessions a week, 90 minutes each');
    expect(fact(fees, 'Class times')).toEqual(['Mondays and Wednesdays, 19:00–20:30', 'Tuesdays and Thursdays, 19:00–20:30', 'Saturdays and Sundays, 9:45–11:15']);
    expect(fact(fees, 'New classes start')).toBe(englishOpenings([1, 3, 5, 7, 9, 11]));
    expect(vietnameseOnPage()).toEqual([]);
  });

  it('/en/courses/cambridge-english/5 leads to the Cambridge questions, in English', async () => {
    await renderApp('/en/courses/cambridge-english/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Primary English' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Primary English | Mặt Trời Nhỏ'));
    expect(screen.getByText('6–10 years old', { exact: true })).toBeInTheDocument();
    expect(faqLinks()).toEqual([
      ['/en/faq#bat-dau-tu-may-tuoi', expect.stringMatching(/ what age to start$/)],
      ['/en/faq#thi-cambridge', expect.stringMatching(/ Cambridge exams$/)],
      ['/en/faq#bao-lau-len-cap', expect.stringMatching(/ how long each level takes$/)],
    ]);
    expect(vietnameseOnPage()).toEqual([]);
  });

  it('says in English that a course is not found', async () => {
    await renderApp('/en/courses/cambridge-english/99');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'See our courses' })).toHaveAttribute('href', '/en#chuong-trinh-hoc');
  });
});

describe('/en/fees, fees and timetable in English', () => {
  it('gives every course its fees, times, sizes, what is and is not included and its openings, in English and VND', async () => {
    await renderApp('/en/fees');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees and timetable' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Fees and timetable | Mặt Trời Nhỏ'));
    expect(screen.getByText(/^The fees for each course, paid by the 12-week term or by the month/)).toBeInTheDocument();
    const groups = ['Life skills', 'Cambridge English', 'English for communication'].map((name) => screen.getByRole('region', { name }));
    expect(groups.map((group) => within(group).getAllByRole('article').map((card) => text(within(card).getByRole('heading', { level: 3 }))))).toEqual([
      ['Life skills'],
      cambridgeLevels,
      ['English for communication'],
    ]);
    expect(screen.getByRole('link', { name: 'Primary English' })).toHaveAttribute('href', '/en/courses/cambridge-english/5');

    const primary = screen.getByRole('article', { name: 'Primary English' });
    expect(fact(primary, 'Fee')).toEqual(['4,560,000 VND / term (24 sessions)', 'or 1,600,000 VND / month']);
    expect(fact(primary, 'Sessions')).toBe('2 sessions a week, 90 minutes each');
    expect(fact(primary, 'Class times')).toEqual([
      'Mondays and Wednesdays, 17:45–19:15',
      'Tuesdays and Thursdays, 17:45–19:15',
      'Saturdays and Sundays, 8:00–9:30',
      'Saturdays and Sundays, 9:45–11:15',
    ]);
    expect(fact(primary, 'Class size')).toBe('Up to 12 students');
    expect(fact(primary, 'Included')).toContain('A mock Cambridge exam (Pre A1 Starters, A1 Movers or A2 Flyers) every term, marked like the real one');
    expect(fact(primary, 'Not included')).toEqual([
      'Cambridge exam fees, paid to the exam centre when your child is entered; whether your child takes the exam is up to the family',
    ]);
    expect(fact(primary, 'New classes start')).toBe(englishOpenings([3, 6, 9, 12]));
    expect(fact(screen.getByRole('article', { name: 'Preschool English' }), 'Not included')).toBe('Nothing extra to pay');
    const life = screen.getByRole('article', { name: 'Life skills' });
    expect(within(life).getAllByRole('heading', { level: 4 }).map(text)).toEqual(['Ages 5–6', 'Ages 7–9', 'Ages 10–12']);
    expect(vietnameseOnPage()).toEqual([]);
  });

  it('then the rules on fees in English, with the same figures', async () => {
    await renderApp('/en/fees');
    const policies = await screen.findByRole('region', { name: 'Fee policies' });
    expect(within(policies).getAllByRole('heading', { level: 3 }).map(text)).toEqual([
      'Paying fees',
      'Discounts',
      'New classes and placement',
      'Make-up lessons',
      'Refunds and deferring sessions',
    ]);
    expect(policies).toHaveTextContent('The centre never asks you to pay for a whole year, or for several terms, in advance.');
    expect(policies).toHaveTextContent('Paying for a whole term at once costs 5% less than paying for 3 months separately');
    expect(policies).toHaveTextContent('5% off the fees for the second child and for each one after');
    expect(policies).toHaveTextContent('up to 4 sessions a term');
    expect(faqLinks()).toEqual([
      ['/en/faq#si-so-lop', expect.stringMatching(/ class sizes$/)],
      ['/en/faq#lich-hoc', expect.stringMatching(/ choosing a timetable$/)],
      ['/en/faq#hoc-phi', expect.stringMatching(/ fees and how to pay$/)],
      ['/en/faq#hoc-bu', expect.stringMatching(/ make-up lessons$/)],
      ['/en/faq#hoan-hoc-phi', expect.stringMatching(/ refunds and deferring sessions$/)],
      ['/en/faq#bat-dau-tu-may-tuoi', expect.stringMatching(/ what age to start$/)],
    ]);
  });
});
