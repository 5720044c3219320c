import { describe, expect, it } from 'vitest';
import { untranslated } from '@/i18n/translate';
import { listHonouredStudents, listStudentGallery } from './student-queries';
import { galleryImages, students } from './students.data';
import { galleryTranslations, studentTranslations } from './students.en';

/** The students' words: everything but their names, which stay as they are written in both languages. */
const words = students.map(({ name: _name, ...student }) => student);

describe("the students' content in English", () => {
  it('has every Vietnamese line in English: what each student is honoured for, their portraits and the gallery’s pictures', () => {
    expect(untranslated(words, studentTranslations)).toEqual([]);
    expect(untranslated(galleryImages, galleryTranslations)).toEqual([]);
  });

  it('names each portrait after its student, as the Vietnamese does', () => {
    for (const student of students) expect(studentTranslations[student.id]?.image?.alt).toBe(`Portrait of ${student.name}`);
  });

  it('gives the English page the Vietnamese content’s names, pictures and scores', async () => {
    const english = await listHonouredStudents('en');
    expect(english.map(({ id, name, image: { src } }) => ({ id, name, src }))).toEqual(students.map(({ id, name, image: { src } }) => ({ id, name, src })));
    expect(english.map((student) => student.classLabel)).toEqual([
      'A2 Flyers: 15 out of 15 shields',
      'A2 Key for Schools: Pass with Merit',
      'IELTS 7.5',
      'B1 Preliminary for Schools: Pass with Distinction',
      'A1 Movers: 14 out of 15 shields',
      'IELTS 8.0',
    ]);
    const gallery = await listStudentGallery('en');
    expect(gallery.map(({ id, src }) => ({ id, src }))).toEqual(galleryImages.map(({ id, src }) => ({ id, src })));
    expect(gallery[0]?.alt).toBe('Children smiling in class');
    expect(await listHonouredStudents('vi')).toBe(students);
  });
});
