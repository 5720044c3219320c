import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../tests/setup/console-guard';
import { translate, untranslated, type Translation } from './translate';

interface Question {
  id: string;
  question: string;
  answer: string;
}
const questions: readonly Question[] = [
  { id: 'hoc-phi', question: 'Học phí bao nhiêu?', answer: 'Tùy khóa học.' },
  { id: 'hoc-bu', question: 'Con nghỉ thì học bù thế nào?', answer: 'Lớp bù trong tuần.' },
];
const english: Translation<readonly Question[]> = [
  { id: 'hoc-bu', question: 'How are missed lessons made up?', answer: 'In a make-up class that week.' },
  { id: 'hoc-phi', question: 'How much are the fees?', answer: 'It depends on the course.' },
];

describe('an English twin', () => {
  it('is found by its item’s id, whatever the order of either list', () => {
    expect(translate(questions, english)).toEqual([
      { id: 'hoc-phi', question: 'How much are the fees?', answer: 'It depends on the course.' },
      { id: 'hoc-bu', question: 'How are missed lessons made up?', answer: 'In a make-up class that week.' },
    ]);
    expect(translate(questions, [...english].reverse())).toEqual(translate(questions, english));
  });

  it('names by id what is missing and what is kept for an item the Vietnamese no longer has', () => {
    const stale = [english[0]!, { id: 'hoc-thu', question: 'Can my child try a class?', answer: 'Yes.' }];
    expect(untranslated(questions, stale, 'questions')).toEqual(['questions[hoc-phi].question', 'questions[hoc-phi].answer', 'questions[hoc-thu]: no such item']);
  });

  it('says so in development, and leaves the Vietnamese where a line is missing', () => {
    expectConsoleErrors(/^console\.warn: English twin to fix: faq\[hoc-phi\]\.question, faq\[hoc-phi\]\.answer$/);
    expect(translate(questions, [english[0]!], 'faq')[0]).toEqual(questions[0]);
  });
});
