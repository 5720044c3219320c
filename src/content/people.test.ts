import { describe, expect, it } from 'vitest';
import { founder } from './about/about.data';
import { students } from './students/students.data';
import { parentTestimonials } from './students/testimonials.data';
import { teachers } from './teachers/teachers.data';

// The people the site names are distinct people, and each teacher's card backs what the site claims of them.

/** Everyone named in the content, by full name; a testimonial's child is known by a given name only. */
const people = [
  founder.name,
  ...teachers.map((teacher) => teacher.name),
  ...students.map((student) => student.name),
  ...parentTestimonials.map((testimonial) => testimonial.parent.replace(/^(Chị|Anh) /, '')),
];
const children = parentTestimonials.map((testimonial) => /^Phụ huynh bé ([^,]+),/.exec(testimonial.child)![1]!);

describe('the people the site names', () => {
  it('are all different: no parent, student or teacher shares another’s name', () => {
    expect(new Set(people).size, people.join(', ')).toBe(people.length);
    expect(new Set(children).size).toBe(children.length);
    for (const child of children) expect(people.filter((name) => name.endsWith(` ${child}`)), child).toEqual([]);
  });
});

describe("the teachers' cards", () => {
  it('each show a qualification the site claims of every teacher: CELTA, TESOL, TKT or IELTS 7.5 and above', () => {
    const named = /CELTA|TESOL|TKT|IELTS (7\.[5-9]|[89](\.\d)?)/;
    for (const teacher of teachers) expect(`${teacher.score ?? ''} · ${teacher.degree}`, teacher.name).toMatch(named);
  });
});
