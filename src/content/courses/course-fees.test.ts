import { describe, expect, it } from 'vitest';
import { courses as english } from '@/i18n/en/courses';
import { siteConfig } from '@/lib/site-config';
import { courses } from './catalogue';
import { classTimeText, minutesOfDay } from '@/features/courses/class-times';
import { termPaidAtOnceDiscount } from '@/lib/centre-figures';
import { monthWeeks, termWeeks } from './term';

// Each course's fees and times in the one catalogue (docs/decisions.md#fees-and-timetable).

const joinable = courses.filter((course) => course.courseType !== 'Cambridge');
const classes = joinable.flatMap((course) => (course.fees?.classes ?? []).map((courseClass) => ({ course, courseClass })));
const monthsPerTerm = termWeeks / monthWeeks;

describe('course fees', () => {
  it('every course a child can join has them; the Cambridge programme has none, its levels do', () => {
    for (const course of joinable) expect(course.fees?.classes.length, course.title).toBeGreaterThan(0);
    expect(courses.find((course) => course.courseType === 'Cambridge')?.fees).toBeUndefined();
  });

  it('are paid by the month only for the children’s courses that take new pupils any month, a term at once costing the policy’s discount less', () => {
    const monthly = joinable.filter((course) => course.fees?.classes.every((courseClass) => courseClass.feePerMonth)).map((course) => course.id);
    expect(monthly).toEqual(['1', '4', '5']);
    for (const { course, courseClass } of classes) {
      expect(courseClass.feePerTerm % 10_000, course.title).toBe(0);
      if (courseClass.feePerMonth === undefined) continue;
      expect(courseClass.feePerTerm, course.title).toBe(Math.round(courseClass.feePerMonth * monthsPerTerm * (1 - termPaidAtOnceDiscount)));
    }
  });

  it('meet within opening hours, on as many days a week as the class has sessions', () => {
    const [opens, closes] = [minutesOfDay(siteConfig.hours.opens), minutesOfDay(siteConfig.hours.closes)];
    for (const { course, courseClass } of classes) {
      expect(courseClass.times.length, course.title).toBeGreaterThan(0);
      for (const time of courseClass.times) {
        const text = `${course.title}: ${classTimeText(time, courseClass.sessionMinutes)}`;
        expect(new Set(time.days).size, text).toBe(courseClass.sessionsPerWeek);
        expect(minutesOfDay(time.start), text).toBeGreaterThanOrEqual(opens);
        expect(minutesOfDay(time.start) + courseClass.sessionMinutes, text).toBeLessThanOrEqual(closes);
      }
    }
  });

  // As the centre tells parents in its news: 'Mỗi lớp có tối đa 12 học viên, lớp mầm non tối đa 10 bé'.
  it('keep classes small: at most 12, and 10 in preschool', () => {
    for (const { course, courseClass } of classes) {
      const preschool = course.ages.to !== undefined && course.ages.to < 6;
      expect(courseClass.maxClassSize, course.title).toBeLessThanOrEqual(preschool ? 10 : 12);
    }
  });

  it('name each level of a course with several, by ages that cover the course’s own without a gap', () => {
    for (const course of joinable) {
      const levels = course.fees!.classes.map((courseClass) => courseClass.level);
      if (levels.length === 1) {
        expect(levels, course.title).toEqual([undefined]);
        continue;
      }
      const bands = levels.map((level) => /^Nhóm (\d+) - (\d+) tuổi$/.exec(level ?? '')!.slice(1).map(Number));
      expect(bands[0]![0], course.title).toBe(course.ages.from);
      expect(bands.at(-1)![1], course.title).toBe(course.ages.to);
      bands.slice(1).forEach(([from], index) => expect(from, course.title).toBe(bands[index]![1]! + 1));
    }
  });

  it('say what the fee covers, and open new classes in some months', () => {
    for (const course of joinable) {
      const fees = course.fees!;
      expect(fees.included.length, course.title).toBeGreaterThan(0);
      expect(fees.openingMonths.length, course.title).toBeGreaterThan(0);
      for (const month of fees.openingMonths) expect(month >= 1 && month <= 12, `${course.title}: ${month}`).toBe(true);
    }
  });

  it('leave the official exam fees out, and say so, for the courses that end in one', () => {
    for (const id of ['5', '6', '7']) {
      expect(courses.find((course) => course.id === id)?.fees?.notIncluded.join(' ')).toMatch(/^Lệ phí thi /);
    }
  });
});

describe('classTimeText', () => {
  it('writes the days from Monday, and the hours as signs do', () => {
    expect(classTimeText({ days: [3, 1], start: '17:45' }, 90)).toBe('Thứ Hai, Thứ Tư: 17:45 - 19:15');
    expect(classTimeText({ days: [0, 6], start: '08:00' }, 60)).toBe('Thứ Bảy, Chủ Nhật: 8:00 - 9:00');
  });

  it('in English, names the days a class meets every week', () => {
    expect(classTimeText({ days: [3, 1], start: '17:45' }, 90, english.classTimes)).toBe('Mondays and Wednesdays, 17:45–19:15');
    expect(classTimeText({ days: [6], start: '08:00' }, 90, english.classTimes)).toBe('Saturdays, 8:00–9:30');
    expect(classTimeText({ days: [5, 1, 3], start: '19:30' }, 90, english.classTimes)).toBe('Mondays, Wednesdays and Fridays, 19:30–21:00');
  });
});
