import { describe, expect, it } from 'vitest';
import { untranslated } from '@/i18n/translate';
import { listTeacherSelectionSteps, listTeachers } from './teacher-queries';
import { selectionSteps, teachers } from './teachers.data';
import { selectionStepTranslations, teacherTranslations } from './teachers.en';

/** The teachers' words: everything but their names, which stay as they are written in both languages. */
const words = teachers.map(({ name: _name, ...teacher }) => teacher);

describe("the teachers' content in English", () => {
  it('has every Vietnamese line in English: each teacher’s qualifications, degree, words and portrait, and each selection step', () => {
    expect(untranslated(words, teacherTranslations)).toEqual([]);
    expect(untranslated(selectionSteps, selectionStepTranslations)).toEqual([]);
    expect(selectionStepTranslations).toHaveLength(selectionSteps.length);
  });

  it('keeps every name, picture and figure of the Vietnamese content', async () => {
    const english = await listTeachers('en');
    expect(english.map(({ id, name, gender, avatar: { src } }) => ({ id, name, gender, src }))).toEqual(
      teachers.map(({ id, name, gender, avatar: { src } }) => ({ id, name, gender, src })),
    );
    expect(english.map((teacher) => teacher.subject)).toEqual(teachers.map(() => 'English teacher'));
    expect(english.find((teacher) => teacher.id === '2')?.score).toBe('CELTA');
    expect(english.find((teacher) => teacher.id === '1')?.score).toBe('IELTS 8.5');
    expect((await listTeacherSelectionSteps('en')).map((step) => step.title)).toEqual(selectionStepTranslations.map((step) => step.title));
    expect(await listTeachers('vi')).toBe(teachers);
  });
});
