import { describe, expect, it } from 'vitest';
import { manifest } from '../../scripts/illustrations/manifest.mjs';
import { founder } from './about/about.data';
import type { Gender } from './person.types';
import { students } from './students/students.data';
import { teachers } from './teachers/teachers.data';
import type { Picture } from '@/lib/picture';

/**
 * The usual gender of every given name on the site, so a wrong declaration fails too. Vietnamese
 * names put the given name last, English ones first; 'either' names are told by cô / thầy.
 */
const givenNames: Record<string, Gender | 'either'> = {
  Khang: 'male',
  Huy: 'male',
  Minh: 'male',
  Nam: 'male',
  James: 'male',
  Daniel: 'male',
  Ngọc: 'female',
  Linh: 'female',
  Thư: 'female',
  Hà: 'female',
  Mai: 'female',
  Trâm: 'female',
  Emily: 'female',
  Tâm: 'either',
  Châu: 'either',
};

interface Person {
  name: string;
  gender: Gender;
  portrait: Picture;
  /** Names written given name first (the native teachers). */
  givenNameFirst?: boolean;
}

const byPath = new Map(manifest.map((entry) => [entry.path, entry]));
const nativeSpeaker = (teacher: (typeof teachers)[number]) => teacher.avatar.alt.includes('bản ngữ');

const people: Person[] = [
  ...students.map((student) => ({ name: student.name, gender: student.gender, portrait: student.image })),
  ...teachers.map((teacher) => ({ name: teacher.name, gender: teacher.gender, portrait: teacher.avatar, givenNameFirst: nativeSpeaker(teacher) })),
  { name: founder.name, gender: founder.gender, portrait: founder.image },
];

const givenName = ({ name, givenNameFirst }: Person) => (givenNameFirst ? name.split(' ')[0] : name.split(' ').at(-1))!;

describe('portraits', () => {
  it.each(people.map((person) => [person.name, person] as const))('%s is drawn as the gender the content declares', (_name, person) => {
    expect(byPath.get(person.portrait.src)?.gender).toBe(person.gender);
  });

  it.each(people.map((person) => [person.name, person] as const))('%s is declared as their given name usually is', (_name, person) => {
    const usual = givenNames[givenName(person)];
    expect(usual, `add '${givenName(person)}' to the table of given names`).toBeDefined();
    if (usual !== 'either') expect(person.gender).toBe(usual);
  });

  it('calls a woman cô and a man thầy in the portraits of the teachers and the founder', () => {
    const titled = [...teachers.map((teacher) => ({ ...teacher, portrait: teacher.avatar })), { ...founder, portrait: founder.image }];
    for (const { name, gender, portrait } of titled) {
      expect(portrait.alt, name).toContain(`${gender === 'female' ? 'cô' : 'thầy'} ${name}`);
    }
  });

  it('draws the native teachers, and only them, as foreigners', () => {
    for (const teacher of teachers) {
      expect(byPath.get(teacher.avatar.src)?.foreign, teacher.name).toBe(nativeSpeaker(teacher));
    }
  });

  it('checks every portrait the generator draws', () => {
    const checked = new Set(people.map((person) => person.portrait.src));
    const portraits = manifest.filter((entry) => ['student-portrait', 'teacher-portrait', 'founder'].includes(entry.kind));
    expect(portraits.filter((entry) => !checked.has(entry.path)).map((entry) => entry.path)).toEqual([]);
  });
});
