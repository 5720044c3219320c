import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listAllCourses } from '@/content/courses/course-queries';
import { levelCheckKey } from '@/components/level-check-progress';
import type { Question } from '@/content/level-check/level-check.types';
import { questionSetForAge } from '@/content/level-check/question-sets';
import { renderWithRouter } from '../../../tests/setup/render';
import { LevelCheck } from './LevelCheck';

const courses = (await listAllCourses('vi')).map(({ id, title, courseType, ages }) => ({ id, title, courseType, ages }));
const stored = () => JSON.parse(sessionStorage.getItem(levelCheckKey) ?? 'null') as unknown;

/** The radio of a question's choice, by its id: by the word it shows, or by its picture's alt. */
const radioFor = (question: Question, choiceId: string) => {
  const choice = question.choices.find((item) => item.id === choiceId)!;
  return screen.getByRole('radio', { name: choice.picture?.alt ?? choice.text });
};

async function start(age: number) {
  const user = userEvent.setup();
  await renderWithRouter(<LevelCheck courses={courses} />, '/kiem-tra-trinh-do');
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${age} tuổi`) }));
  await user.click(screen.getByRole('button', { name: 'Tiếp' }));
  return user;
}

describe('the level check', () => {
  afterEach(() => sessionStorage.clear());

  it('asks for the age before anything, in its own words', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<LevelCheck courses={courses} />, '/kiem-tra-trinh-do');
    expect(screen.getByRole('group', { name: 'Bé nhà bạn bao nhiêu tuổi?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '4 tuổi mẫu giáo',
      '5 tuổi mẫu giáo',
      // As the course finder reads an age: lớp 1 at 6, lớp 10 at 15 (ages.ts).
      ...Array.from({ length: 11 }, (_, index) => `${index + 6} tuổi lớp ${index + 1}`),
    ]);
    await user.click(screen.getByRole('button', { name: 'Tiếp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn tuổi của bé.');
  });

  it('sends the ages it cannot test elsewhere: a 3-year-old to the course finder, 17 and over to the free test at the centre', async () => {
    await renderWithRouter(<LevelCheck courses={courses} />, '/kiem-tra-trinh-do');
    expect(screen.getByRole('link', { name: 'xem các khóa học cho bé 3 tuổi' })).toHaveAttribute('href', '/khoa-hoc/theo-tuoi/3');
    expect(screen.getByRole('link', { name: 'đăng ký kiểm tra trình độ miễn phí tại trung tâm' })).toHaveAttribute('href', '#dang-ky');
  });

  it('answered right throughout, names the set’s top level and the course after it, and keeps the result for the registration', async () => {
    const set = questionSetForAge(9)!;
    const user = await start(9);
    for (const [index, question] of set.questions.entries()) {
      expect(screen.getByText(`Câu ${index + 1}/${set.questions.length}`)).toBeInTheDocument();
      expect(screen.getByRole('group', { name: question.instruction })).toBeInTheDocument();
      await user.click(radioFor(question, question.answer));
      await user.click(screen.getByRole('button', { name: index + 1 === set.questions.length ? 'Xem kết quả' : 'Tiếp' }));
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Kết quả: A2 Flyers' })).toHaveFocus();
    expect(screen.getByText(/bé trả lời đúng 16\/16 câu/)).toHaveTextContent('Trình độ CEFR A2 · bé trả lời đúng 16/16 câu.');
    expect(screen.getByText(/ước lượng ban đầu/)).toHaveTextContent('Giáo viên của trung tâm sẽ xác nhận trình độ');
    expect(screen.getByRole('link', { name: 'Tiếng Anh Tiểu Học' })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge/5');
    // To this page's form (the router's one route here is '/'), with the course chosen.
    expect(screen.getByRole('link', { name: 'Đăng ký kiểm tra trình độ và học thử' })).toHaveAttribute('href', '/?khoa-hoc=5#dang-ky');
    expect(stored()).toMatchObject({ age: 9, result: { level: 'a2-flyers', reached: true, name: 'A2 Flyers', score: 16, total: 16 } });
  });

  it('skipped throughout, a teenager gets no goal the answers cannot show: a teacher places them, and the result says "con"', async () => {
    const set = questionSetForAge(13)!;
    const user = await start(13);
    for (const _ of set.questions) await user.click(screen.getByRole('button', { name: 'Bỏ qua câu này' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Kết quả: chưa đủ câu trả lời đúng để xếp trình độ cho con' })).toBeInTheDocument();
    expect(screen.getByText('Con trả lời đúng 0/16 câu.')).toBeInTheDocument();
    expect(screen.getByText(/^Những câu dễ nhất của bài đã ở trình độ A2/)).toHaveTextContent('Giáo viên sẽ xếp trình độ cho con ở buổi kiểm tra trình độ miễn phí');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tiếng Anh Trung Học Cơ Sở' })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge/6');
    expect(document.body).not.toHaveTextContent(/(?<!\p{L})bé(?!\p{L})/iu);
    expect(stored()).toMatchObject({ age: 13, result: { reached: false, name: 'Chưa đủ câu đúng để xếp trình độ', score: 0, total: set.questions.length } });
  });

  it('at 16 with a low score, recommends communication English, says why, and registers for it', async () => {
    const set = questionSetForAge(16)!;
    const user = await start(16);
    for (const _ of set.questions) await user.click(screen.getByRole('button', { name: 'Bỏ qua câu này' }));
    expect(screen.getByRole('link', { name: 'Tiếng Anh Giao Tiếp' })).toHaveAttribute('href', '/khoa-hoc/8');
    expect(screen.getByText(/^Ở tuổi 16, trung tâm có hai khóa tiếng Anh cho con\./)).toHaveTextContent(
      'Khóa Tiếng Anh Trung Học Phổ Thông ôn thi tốt nghiệp THPT và luyện IELTS, cần nền tảng B1 để theo kịp',
    );
    expect(screen.getByRole('link', { name: 'Đăng ký kiểm tra trình độ và học thử' })).toHaveAttribute('href', '/?khoa-hoc=8#dang-ky');
  });

  it('for a preschooler, speaks of the foundations for Pre A1 Starters and a next step with no writing', async () => {
    const set = questionSetForAge(4)!;
    const user = await start(4);
    for (const [index, question] of set.questions.entries()) {
      await user.click(radioFor(question, question.answer));
      await user.click(screen.getByRole('button', { name: index + 1 === set.questions.length ? 'Xem kết quả' : 'Tiếp' }));
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Kết quả: bé đang xây nền tảng cho Pre A1 Starters' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Bước tiếp theo' })).toBeInTheDocument();
    expect(screen.getByText(/^Ở lớp mầm non, bé tiếp tục nghe và hát/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/(?<!\p{L})viết(?!\p{L})/iu);
    expect(screen.getByRole('link', { name: 'Tiếng Anh Mầm Non' })).toHaveAttribute('href', '/khoa-hoc/tieng-anh-cambridge/4');
    expect(stored()).toMatchObject({ age: 4, result: { level: 'pre-a1-starters', reached: false, name: 'Nền tảng cho Pre A1 Starters', score: 12 } });
  });

  it('goes back to an answer given, asks for one before going on, and starts again from the age', async () => {
    const [first, second] = questionSetForAge(5)!.questions;
    const user = await start(5);
    await user.click(screen.getByRole('button', { name: 'Tiếp' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Vui lòng chọn một đáp án, hoặc bấm 'Bỏ qua câu này' nếu bé chưa biết.");
    await user.click(radioFor(first!, 'a'));
    await user.click(screen.getByRole('button', { name: 'Tiếp' }));
    // The new question's instruction takes the focus, so that a screen reader reads it.
    expect(screen.getByText(second!.instruction)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(radioFor(first!, 'a')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(within(screen.getByRole('group', { name: 'Bé nhà bạn bao nhiêu tuổi?' })).getByRole('radio', { name: /^5 tuổi/ })).toBeChecked();
  });

  it('comes back to where the visit was', async () => {
    const set = questionSetForAge(12)!;
    sessionStorage.setItem(levelCheckKey, JSON.stringify({ age: 12, answers: {}, step: 7 }));
    await renderWithRouter(<LevelCheck courses={courses} />, '/kiem-tra-trinh-do');
    expect(screen.getByText(`Câu 7/${set.questions.length}`)).toBeInTheDocument();
  });
});
