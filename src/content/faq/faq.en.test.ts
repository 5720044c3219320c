import { describe, expect, it } from 'vitest';
import { courses } from '@/content/courses/catalogue';
import { translate, untranslated } from '@/i18n/translate';
import { listFaqGroups } from './faq-queries';
import { faqGroups } from './faq.data';
import { faqTranslation } from './faq.en';

const english = await listFaqGroups('en');
const questions = english.flatMap((group) => group.questions);

describe('the questions parents ask, in English', () => {
  it('leaves no Vietnamese words untranslated', () => {
    expect(untranslated(faqGroups, faqTranslation)).toEqual([]);
  });

  it('finds each group’s and question’s twin by its id: the twins in another order give the same page', () => {
    const reversed = [...faqTranslation].reverse().map((group) => ({ ...group, questions: [...(group.questions ?? [])].reverse() }));
    expect(translate(faqGroups, reversed)).toEqual(english);
  });

  it('keeps the ids, topics and pages of the Vietnamese questions', () => {
    const strip = (groups: typeof faqGroups) =>
      groups.map(({ id, questions }) => ({ id, questions: questions.map(({ id, topics, link: { label: _, ...target } }) => ({ id, topics, target })) }));
    expect(strip(english)).toEqual(strip(faqGroups));
  });

  it('asks each question as a question and answers it in two to four sentences, in British English', () => {
    for (const { id, question, answer, link } of questions) {
      expect(question, id).toMatch(/\?$/);
      const sentences = answer.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((sentence) => /[.!?]$/.test(sentence));
      expect(sentences.length, `${id}: ${answer}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${id}: ${answer}`).toBeLessThanOrEqual(4);
      expect(link.label.length, id).toBeGreaterThan(5);
      expect(`${question} ${answer} ${link.label}`, id).not.toMatch(/\b(colors?|centers?|programs?|enroll\w*)\b/i);
    }
  });

  it('says what the course catalogue says of the ages each course takes, and names the exams as Cambridge does', () => {
    const answer = questions.find((question) => question.id === 'bat-dau-tu-may-tuoi')!.answer;
    const youngest = Math.min(...courses.map((course) => course.ages.from));
    const life = courses.find((course) => course.courseType === 'Life')!.ages;
    const conversation = courses.find((course) => course.courseType === 'English')!.ages;
    expect(answer).toContain(`from the age of ${youngest}`);
    expect(answer).toContain(`aged ${life.from}–${life.to}`);
    expect(answer).toContain(`from the age of ${conversation.from}`);
    const exams = questions.find((question) => question.id === 'thi-cambridge')!.answer;
    for (const exam of ['Pre A1 Starters', 'A1 Movers', 'A2 Flyers', 'A2 Key for Schools', 'B1 Preliminary for Schools']) expect(exams).toContain(exam);
    expect(questions.map((question) => question.answer).join(' ')).not.toMatch(/\b(KET|PET)\b/);
  });
});
