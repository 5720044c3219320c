import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithRouter } from '../../tests/setup/render';
import { listTeacherSelectionSteps, listTeachers } from '@/content/teachers/teacher-queries';
import { selectionSteps, teachers } from '@/content/teachers/teachers.data';
import { TeachersPage } from './TeachersPage';

const renderPage = () => renderWithRouter(<TeachersPage teachers={teachers} selectionSteps={selectionSteps} />, '/giao-vien');

describe('teachers page', () => {
  it('opens with a hero over the teachers illustration', async () => {
    await renderPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Đội ngũ giáo viên tận tâm, đạt chuẩn Cambridge');
    const hero = screen.getByRole('region', { name: heading.textContent });
    expect(hero.querySelector('img')).toHaveAttribute('src', '/images/heroes/teachers.svg');
    expect(hero.querySelector('source')).toHaveAttribute('srcset', '/images/heroes/teachers-mobile.svg');
    expect(within(hero).getByRole('link', { name: 'Đăng ký học thử miễn phí' })).toHaveAttribute('href', '/#dang-ky');
  });

  it("shows all eight teachers' full profiles, seven with an extra qualification (the eighth's degree is a TESOL master's)", async () => {
    await renderPage();
    const team = await screen.findByRole('region', { name: 'GẶP GỠ THẦY CÔ' });
    const profiles = within(team).getAllByRole('article');
    expect(profiles).toHaveLength(8);
    let withBadge = 0;
    teachers.forEach((teacher, index) => {
      const profile = profiles[index]!;
      expect(profile).toHaveAccessibleName(teacher.name);
      expect(within(profile).getByRole('heading', { level: 3 })).toHaveTextContent(teacher.name);
      expect(profile).toHaveTextContent(teacher.subject);
      expect(profile).toHaveTextContent(teacher.degree);
      expect(profile.querySelector('blockquote')).toHaveTextContent(teacher.quote);
      expect(profile.querySelector('img')).toHaveAttribute('src', `/${teacher.avatar.src}`);
      if (teacher.score) {
        expect(within(profile).getByText(teacher.score)).toBeInTheDocument();
        withBadge += 1;
      }
    });
    expect(withBadge).toBe(7);
  });

  it('explains in four steps how teachers are selected and trained', async () => {
    await renderPage();
    const selection = await screen.findByRole('region', { name: 'TUYỂN CHỌN VÀ ĐÀO TẠO GIÁO VIÊN' });
    const steps = within(selection).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(selectionSteps.map((step) => step.title));
  });

  it('ends with the registration block', async () => {
    await renderPage();
    expect(screen.getAllByRole('region').at(-1)).toHaveAttribute('id', 'dang-ky');
  });
});

/** Words with a Vietnamese letter in `text`, once the names it may keep are taken out. */
function vietnameseWords(text: string, names: readonly string[]): string[] {
  const rest = names.reduce((remaining, name) => remaining.replaceAll(name, ' '), text);
  return rest.split(/\s+/).filter((word) => /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i.test(word));
}

describe('teachers page in English (/en/teachers)', () => {
  const renderEnglishPage = async () => {
    const [english, steps] = await Promise.all([listTeachers('en'), listTeacherSelectionSteps('en')]);
    await renderWithRouter(<TeachersPage teachers={english} selectionSteps={steps} />, '/en/teachers');
    return english;
  };
  const names = teachers.map((teacher) => teacher.name);

  it('opens in English, with its button to a free trial lesson', async () => {
    await renderEnglishPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Dedicated teachers who meet Cambridge standards');
    const hero = screen.getByRole('region', { name: heading.textContent });
    expect(hero).toHaveTextContent('Vietnamese and native English-speaking teachers');
    expect(within(hero).getByRole('link', { name: 'Register for a free trial class' })).toBeInTheDocument();
    expect(vietnameseWords(hero.textContent, [])).toEqual([]);
  });

  it("shows every teacher's profile in English, their names as they are written", async () => {
    const english = await renderEnglishPage();
    const team = await screen.findByRole('region', { name: 'Meet our teachers' });
    expect(team).toHaveTextContent('8 English teachers, each with their own story and their own way of inspiring children');
    const profiles = within(team).getAllByRole('article');
    expect(profiles.map((profile) => within(profile).getByRole('heading', { level: 3 }).textContent)).toEqual(names);
    expect(profiles[0]).toHaveTextContent('English teacher');
    expect(profiles[0]).toHaveTextContent('Master’s in English Language Teaching Methodology, Ho Chi Minh City University of Education');
    expect(within(profiles[1]!).getByText('CELTA')).toBeInTheDocument();
    expect(profiles[6]!.querySelector('blockquote')).toHaveTextContent('The best classroom is one where students are never afraid to ask “why?”');
    english.forEach((teacher, index) => expect(profiles[index]!.querySelector('blockquote')).toHaveTextContent(teacher.quote));
    expect(vietnameseWords(team.textContent, names)).toEqual([]);
  });

  it('explains in English how teachers are selected and trained', async () => {
    await renderEnglishPage();
    const selection = await screen.findByRole('region', { name: 'How we select and train our teachers' });
    expect(selection).toHaveTextContent('Four steps to make sure every teacher deserves the trust you place in them');
    const steps = within(selection).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Qualifications and background',
      'Interview and sample lesson',
      'Training before taking a class',
      'Regular observation and training',
    ]);
    expect(vietnameseWords(within(selection).getByRole('list').textContent, [])).toEqual([]);
    expect(within(selection).getByRole('link', { name: /our teachers’ qualifications$/ })).toHaveAttribute('href', '/en/faq#bang-cap-giao-vien');
  });

  it('has an English title and description', async () => {
    await renderApp('/en/teachers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dedicated teachers who meet Cambridge standards' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Teachers | Mặt Trời Nhỏ'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The dedicated teachers of Mặt Trời Nhỏ, who meet Cambridge standards, and how the centre selects and trains its teachers.',
    );
  });
});
