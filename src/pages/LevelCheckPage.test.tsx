import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCourse } from '@/content/courses/course-queries';
import { levelCheckEnglish } from '@/content/level-check/level-check.en';
import { levelCheckKey } from '@/components/level-check-progress';
import type { Question } from '@/content/level-check/level-check.types';
import { levels } from '@/content/level-check/levels';
import { questionSetForAge } from '@/content/level-check/question-sets';
import { translate } from '@/i18n/translate';
import { renderApp } from '../../tests/setup/render';

const vietnameseLetter = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const stored = () => JSON.parse(sessionStorage.getItem(levelCheckKey) ?? 'null') as unknown;

/** A set as the English page shows it. */
const englishSet = (age: number) => {
  const set = questionSetForAge(age)!;
  return translate(set, levelCheckEnglish.sets[set.id]);
};
const englishLevel = (id: string) => translate(levels, levelCheckEnglish.levels).find((level) => level.id === id)!;

/** The check itself: the page's section for it. */
const check = () => within(screen.getByRole('region', { name: 'The level check' }));

/** The radio of a question's choice: by the word it shows, or by its picture's description. */
const radioFor = (question: Question, choiceId: string) => {
  const choice = question.choices.find((item) => item.id === choiceId)!;
  return check().getByRole('radio', { name: choice.picture?.alt ?? choice.text });
};

async function startInEnglish(age: number) {
  const user = userEvent.setup();
  await renderApp('/en/level-check');
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${age} years old`) }));
  await user.click(check().getByRole('button', { name: 'Next' }));
  return user;
}

afterEach(() => sessionStorage.clear());

describe('/kiem-tra-trinh-do', () => {
  it('is the free level check, in Vietnamese', async () => {
    await renderApp('/kiem-tra-trinh-do');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiểm tra trình độ tiếng Anh miễn phí' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kiểm tra trình độ tiếng Anh miễn phí | Mặt Trời Nhỏ'));
    expect(screen.getByText(/^Khoảng 10 phút, không tính giờ\./)).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Bài kiểm tra' }));
    expect(section.getByRole('group', { name: 'Bé nhà bạn bao nhiêu tuổi?' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Câu hỏi thường gặp về cách xếp lớp cho bé' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Câu hỏi thường gặp về buổi học thử miễn phí' })).toBeInTheDocument();
  });
});

describe('/en/level-check, the level check in English', () => {
  it('introduces the check and asks for the age in English, sending the ages it does not take elsewhere', async () => {
    const user = userEvent.setup();
    await renderApp('/en/level-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free English level check' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Free English level check | Mặt Trời Nhỏ'));
    expect(screen.getByText(/^About 10 minutes, with no time limit\./)).toHaveTextContent(
      'About 10 minutes, with no time limit. At the end you’ll see an estimated Cambridge level and a course to suit your child.',
    );
    expect(check().getByRole('group', { name: 'How old is your child?' })).toBeInTheDocument();
    expect(check().getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '4 years old preschool',
      '5 years old preschool',
      ...Array.from({ length: 11 }, (_, index) => `${index + 6} years old grade ${index + 1}`),
    ]);
    expect(check().getByRole('link', { name: 'See our courses for 3-year-olds' })).toHaveAttribute('href', '/en/courses/by-age/3');
    expect(check().getByRole('link', { name: 'Register for a free level test at the centre' })).toHaveAttribute('href', '#dang-ky');
    expect(check().getByRole('link', { name: /how we place children in classes$/ })).toBeInTheDocument();
    expect(check().getByRole('link', { name: /the free trial class$/ })).toBeInTheDocument();
    await user.click(check().getByRole('button', { name: 'Next' }));
    expect(check().getByRole('alert')).toHaveTextContent('Please choose your child’s age.');
  });

  it('answered right throughout: the questions, the result and the recommended course in English, the result kept for the centre', async () => {
    const set = englishSet(9);
    const course = (await getCourse('5', 'en'))!;
    const user = await startInEnglish(9);
    for (const [index, question] of set.questions.entries()) {
      expect(check().getByText(`Question ${index + 1} of 16`)).toBeInTheDocument();
      const form = check().getByRole('group', { name: question.instruction }).closest('form')!;
      // What the parent and child read and hear, pictures' descriptions too, is English.
      const alts = [...form.querySelectorAll('img')].map((image) => image.alt);
      expect([form.textContent, ...alts].join(' '), question.id).not.toMatch(vietnameseLetter);
      await user.click(radioFor(question, question.answer));
      await user.click(check().getByRole('button', { name: index === 15 ? 'See the result' : 'Next' }));
    }
    expect(check().getByRole('heading', { level: 2, name: 'Result: A2 Flyers' })).toHaveFocus();
    expect(check().getByText(/^CEFR level/)).toHaveTextContent('CEFR level A2 · your child answered 16 of 16 questions correctly.');
    expect(check().getByRole('heading', { level: 3, name: 'What your child’s answers show they can do' })).toBeInTheDocument();
    expect(check().getAllByRole('listitem').map((item) => item.textContent)).toEqual(englishLevel('a2-flyers').canDo);
    expect(check().getByRole('heading', { level: 3, name: 'The next step' })).toBeInTheDocument();
    expect(check().getByText(/^The next step is A2 Key for Schools/)).toBeInTheDocument();
    expect(check().getByText(/^This is a first estimate/)).toHaveTextContent('One of our teachers will confirm your child’s level at the free level test');
    // The course as the English catalogue names it, at its English address.
    expect(check().getByText(/^Recommended course:/)).toBeInTheDocument();
    expect(check().getByRole('link', { name: course.title })).toHaveAttribute('href', '/en/courses/cambridge-english/5');
    expect(check().getByRole('link', { name: 'Register for a level test and trial class' })).toHaveAttribute('href', '/en/level-check?khoa-hoc=5#dang-ky');
    expect(check().getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    // Nothing in Vietnamese but the course's name, which is the catalogue's (its own English test).
    const box = screen.getByRole('heading', { level: 2, name: 'Result: A2 Flyers' }).parentElement!;
    expect(box.textContent.replace(course.title, '')).not.toMatch(vietnameseLetter);
    expect(stored()).toMatchObject({ age: 9, result: { level: 'a2-flyers', reached: true, name: 'A2 Flyers', score: 16, total: 16 } });
  });

  it('skipped throughout: says in English that a teenager cannot be placed from the answers, and keeps its Vietnamese name for the centre', async () => {
    const user = await startInEnglish(13);
    await user.click(check().getByRole('button', { name: 'Next' }));
    expect(check().getByRole('alert')).toHaveTextContent('Please choose an answer, or press “Skip this question” if your child doesn’t know.');
    const [first] = englishSet(13).questions;
    expect(check().getByRole('img', { name: first!.picture!.alt })).toBeInTheDocument();
    for (let step = 1; step <= 16; step += 1) await user.click(check().getByRole('button', { name: 'Skip this question' }));
    expect(check().getByRole('heading', { level: 2, name: 'Result: too few right answers to place your child yet' })).toBeInTheDocument();
    expect(check().getByText('Your child answered 0 of 16 questions correctly.')).toBeInTheDocument();
    expect(check().queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ age: 13, result: { level: 'a2-flyers', reached: false, name: 'Chưa đủ câu đúng để xếp trình độ', score: 0, total: 16 } });
  });

  it('goes on where a parent who switched language was, with the answers given in Vietnamese', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(levelCheckKey, JSON.stringify({ age: 12, answers: { 'secondary-01': 'b' }, step: 1 }));
    await renderApp('/en/level-check');
    expect(await screen.findByText('Question 1 of 16')).toBeInTheDocument();
    expect(check().getByRole('radio', { name: 'an umbrella' })).toBeChecked();
    await user.click(check().getByRole('button', { name: 'Back' }));
    expect(within(check().getByRole('group', { name: 'How old is your child?' })).getByRole('radio', { name: /^12 years old/ })).toBeChecked();
  });
});
