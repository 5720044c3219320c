import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutHero, founder, timeline } from './about/about.data';
import { courses } from './courses/catalogue';
import { statistics } from './home/home.data';
import { yearsSinceFounding } from '@/lib/founding';

// The claims a visitor can hold side by side agree everywhere: the years, home's figures, the course lengths.

/** Whole years since the first class as of today, by the test's own clock; the site counts them at build time. */
const years = yearsSinceFounding(new Date());
const course = (id: string) => courses.find((each) => each.id === id)!;
const brochure = readFileSync(resolve(import.meta.dirname, '../../scripts/brochure/brochure.html'), 'utf8');

describe("the centre's years", () => {
  it('count from the first class in 2011, on the about page and on home alike', () => {
    expect(years).toBeGreaterThanOrEqual(15);
    expect(aboutHero.title).toBe(`Hơn ${years} năm đồng hành cùng con trên hành trình lớn khôn`);
    expect(aboutHero.text).toMatch(/^Từ lớp học nhỏ năm 2011 đến trung tâm chính thức được cấp phép năm 2020,/);
    expect(timeline[0]!.time).toBe('2011-2015');
    expect(founder.statement[0]).toMatch(/^Năm 2011, tôi mở lớp tiếng Anh đầu tiên/);
    expect(founder.statement.join(' ')).toContain(`Sau hơn ${years} năm kể từ lớp học đầu tiên`);
    expect(statistics[0]).toEqual({ value: `${years}+`, description: 'năm đồng hành cùng học viên' });
  });
});

describe("home's figures", () => {
  it("are five distinct ones a centre of children's courses can stand behind: Cambridge results, no IELTS band", () => {
    expect(statistics).toHaveLength(5);
    expect(new Set(statistics.map((statistic) => statistic.value)).size).toBe(5);
    for (const { value, description } of statistics) {
      expect(`${value} ${description}`).not.toMatch(/IELTS/);
      if (value.includes('%')) expect(Number.parseInt(value, 10)).toBeLessThanOrEqual(100);
    }
    expect(statistics.map((statistic) => statistic.description)).toEqual(
      expect.arrayContaining(['bé đạt chứng chỉ Starters, Movers, Flyers', 'học viên dự thi KET, PET đạt chứng chỉ', 'phụ huynh đánh giá 5 sao']),
    );
  });
});

describe('course lengths', () => {
  it("are each course's own, in whole months", () => {
    const months = Object.fromEntries(courses.map((each) => [each.id, each.durationMonths]));
    expect(months).toEqual({ '1': 12, '3': 90, '4': 24, '5': 36, '6': 30, '7': 24, '8': 6 });
  });

  it('add up: the Cambridge programme runs from preschool through Starters to PET, its stages 4, 5 and 6', () => {
    expect(course('3').durationMonths).toBe(course('4').durationMonths + course('5').durationMonths + course('6').durationMonths);
  });
});

describe('the brochure', () => {
  it("repeats the site's years, figures and course lengths", () => {
    expect(brochure).toContain('<p>Hơn {{years}} năm đồng hành cùng các gia đình,');
    for (const { value, description } of statistics) {
      const printed = value === `${years}+` ? '{{years}}+' : value;
      expect(brochure).toContain(`<b>${printed}</b><span>${description}</span>`);
    }
    for (const id of ['4', '5', '6', '7']) expect(brochure).toContain(`(${course(id).durationMonths} tháng)`);
    expect(brochure).not.toMatch(/IELTS 7\.0|18 tháng|\b5\+/);
  });
});
