import { describe, expect, it } from 'vitest';
import { registrationAnchorId } from '@/components/layout/RegisterButton';
import { courses } from '@/content/courses/catalogue';
import { coursePath } from '@/content/courses/course-links';
import { getRouter } from '@/router';
import { faqGroups } from './faq.data';
import { faqIds, type FaqLinkTarget, type FaqTopic } from './faq.types';

const questions = faqGroups.flatMap((group) => group.questions);

/** What issue 35 says parents ask about. */
const topicsParentsAsk: FaqTopic[] = [
  'age',
  'class-size',
  'teachers',
  'homework',
  'progress',
  'make-up',
  'trial',
  'fees',
  'refunds',
  'pick-up',
  'cambridge-exams',
  'what-to-bring',
];

/** The address a link leads to, its params filled in. */
const linkPath = ({ to, params }: FaqLinkTarget) =>
  Object.entries((params ?? {}) as Record<string, string>).reduce((path, [name, value]) => path.replace(`$${name}`, value), String(to));

describe('the questions parents ask', () => {
  it('has at least 12 questions, in groups of two or more, every topic parents ask about answered', () => {
    expect(questions.length).toBeGreaterThanOrEqual(12);
    for (const group of faqGroups) expect(group.questions.length, group.title).toBeGreaterThanOrEqual(2);
    for (const topic of topicsParentsAsk) {
      expect(questions.filter((question) => question.topics.includes(topic)).length, topic).toBeGreaterThan(0);
    }
  });

  it('gives each question and group an address of its own, and every id a back link can name a question', () => {
    const ids = [...faqGroups.map((group) => group.id), ...questions.map((question) => question.id)];
    expect(new Set(ids).size).toBe(ids.length);
    // Other ids on the page: the registration block's.
    expect(ids).not.toContain(registrationAnchorId);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    // Every id a back link may name is a question's.
    expect(questions.map((question) => question.id).sort()).toEqual([...faqIds].sort());
  });

  it('answers each question in two to four sentences, as a question', () => {
    for (const { id, question, answer } of questions) {
      expect(question, id).toMatch(/\?$/);
      const sentences = answer.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((sentence) => /[.!?]$/.test(sentence));
      expect(sentences.length, `${id}: ${answer}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${id}: ${answer}`).toBeLessThanOrEqual(4);
    }
  });

  it('ends every answer with a link to a page of the site that exists', () => {
    const router = getRouter();
    const routes = Object.keys(router.routesByPath).map((path) => path.replace(/(.)\/$/, '$1'));
    const pages = new Set([...routes.filter((path) => !path.includes('$')), ...courses.map(coursePath)]);
    for (const { id, link } of questions) {
      expect(pages, `${id}: ${linkPath(link)}`).toContain(linkPath(link));
      expect(link.label.length, id).toBeGreaterThan(5);
      // The one fragment an answer leads to: the registration form at the foot of the page.
      if (link.hash) expect(link.hash, id).toBe(registrationAnchorId);
    }
  });

  it('says what the course catalogue says of the ages each course takes', () => {
    const answer = questions.find((question) => question.id === 'bat-dau-tu-may-tuoi')!.answer;
    const youngest = Math.min(...courses.map((course) => course.ages.from));
    const life = courses.find((course) => course.courseType === 'Life')!.ages;
    const english = courses.find((course) => course.courseType === 'English')!.ages;
    expect(answer).toContain(`từ ${youngest} tuổi`);
    expect(answer).toContain(`từ ${life.from} đến ${life.to} tuổi`);
    expect(answer).toContain(`từ ${english.from} tuổi`);
  });
});
