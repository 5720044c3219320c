import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutHero, founder, timeline } from './about/about.data';
import { aboutTranslation } from './about/about.en';
import { brochureHtml } from '../../scripts/brochure/brochure-html';
import { courses } from './courses/catalogue';
import { feePolicies } from './courses/fee-policies';
import { faqGroups } from './faq/faq.data';
import { faqTranslation } from './faq/faq.en';
import { feePolicyTranslations } from './courses/fee-policies.en';
import { siteConfig } from '@/lib/site-config';
import { registrationSourceSchema } from '@/features/registration/registration-schema';
import { privacy as privacyVi } from '@/i18n/vi/privacy';
import { privacy as privacyEn } from '@/i18n/en/privacy';
import { statistics } from './home/home.data';
import { homeTranslation } from './home/home.en';
import { about as aboutWords } from '@/i18n/en/about';
import { translate } from '@/i18n/translate';

// The centre's claims are the spec's own words (../shared/SPEC.md): the site states no figure the centre did not give.

const brochure = readFileSync(resolve(import.meta.dirname, '../../scripts/brochure/brochure.html'), 'utf8');

describe("home's figures", () => {
  it("are the spec's five, in its order and words", () => {
    expect(statistics.map(({ value, description }) => ({ value, description }))).toEqual([
      { value: '5', description: 'năm đồng hành cùng học viên' },
      { value: '100%', description: 'giáo viên đạt chuẩn Cambridge' },
      { value: '80%+', description: 'học viên đạt chứng chỉ Cambridge (YLE, KET, PET, IELTS)' },
      { value: '500+', description: 'học viên đạt IELTS 7.0' },
      { value: '95%+', description: 'học viên đánh giá 5 sao' },
    ]);
  });
});

describe("home's figures in English", () => {
  it("are the same five, the same numbers in the same order, saying what the spec's words say", () => {
    expect(translate(statistics, homeTranslation.statistics).map(({ value, description }) => ({ value, description }))).toEqual([
      { value: '5', description: 'years alongside our students' },
      { value: '100%', description: 'of our teachers meet Cambridge standards' },
      { value: '80%+', description: 'of our students gain Cambridge qualifications (Pre A1 Starters to B1 Preliminary) or an IELTS result' },
      { value: '500+', description: 'students have reached IELTS 7.0' },
      { value: '95%+', description: 'of our students give us 5 stars' },
    ]);
  });
});

describe("the centre's years", () => {
  it("are the spec's 'more than 5' on the about page, beside its timeline from 2011 (the centre confirms: README, before launch)", () => {
    expect(aboutHero.title).toBe('Hơn 5 năm đồng hành cùng con trên hành trình lớn khôn');
    expect(founder.statement.join(' ')).toContain('Sau hơn 5 năm hoạt động');
    expect(timeline[0]!.time).toBe('2011-2015');
  });

  it("are the same 'more than 5' in English, beside the same timeline from 2011", () => {
    const { hero, founder: founderWords, timeline: timelineWords } = aboutTranslation;
    const english = translate({ aboutHero, founder, timeline }, { aboutHero: hero, founder: founderWords, timeline: timelineWords });
    expect(english.aboutHero.title).toBe('Over 5 years at your child’s side as they grow up');
    expect(english.aboutHero.text).toMatch(/^From a small class in 2011 to a centre officially licensed in 2020,/);
    expect(english.founder.statement.join(' ')).toContain('After more than 5 years');
    expect(english.timeline[0]!.time).toBe('2011–2015');
    // No other count of years, in figures or in words.
    const words = JSON.stringify(english);
    expect(words.match(/\b\w+ years?\b/gi)).toEqual(['5 years', '5 years']);
    expect(aboutWords.head.description).toMatch(/^Our story of more than 5 years/);
  });
});

/** Each course's ages as its page says them, by id, as the brochure's build gives them. */
const courseAges = Object.fromEntries(courses.flatMap((course) => (course.age ? [[course.id, course.age]] : [])));

describe('the brochure', () => {
  it("prints home's figures, from the one place that holds them, and the spec's years", () => {
    const printed = brochureHtml({ template: brochure, fontFaces: '', publicUrl: 'file:///public', contact: { phone: '0901 234 567', email: 'a@b.vn', address: 'Q.2' }, courseAges });
    for (const { value, description } of statistics) expect(printed).toContain(`<b>${value}</b><span>${description}</span>`);
    expect(printed.match(/class="stat"/g)).toHaveLength(statistics.length);
    expect(printed).toContain('<p>Hơn 5 năm đồng hành cùng các gia đình,');
    expect(printed).not.toMatch(/\{\{|\d+ tháng/);
  });

  it('gives each course the ages its page gives it (Cambridge English 3 - 15, as the spec says)', () => {
    const printed = brochureHtml({ template: brochure, fontFaces: '', publicUrl: 'file:///public', contact: { phone: '0901 234 567', email: 'a@b.vn', address: 'Q.2' }, courseAges });
    const ages = Object.fromEntries([...printed.matchAll(/<h3>([^<]+)<\/h3><span class="age">([^<]+)<\/span>/g)].map(([, title = '', age = '']): [string, string] => [title, age]));
    expect(ages).toEqual({ 'Kỹ Năng Sống': '5 - 12 tuổi', 'Tiếng Anh Cambridge': '3 - 15 tuổi', 'Tiếng Anh Giao Tiếp': '15 tuổi trở lên' });
  });
});

describe('the privacy policy', () => {
  it('says of children what the registration sends of them: their age and estimated level from the level check, nothing else', () => {
    const sent = Object.keys(registrationSourceSchema.shape);
    expect(sent).toEqual(expect.arrayContaining(['childAge', 'level', 'levelScore']));
    const vietnamese = privacyVi.children.text;
    expect(vietnamese).not.toMatch(/không thu thập thông tin của trẻ em/);
    expect(vietnamese).toContain('tuổi của bé và trình độ ước lượng');
    expect(privacyVi.collected.levelCheck).toContain('tuổi của bé');
    const english = privacyEn.children.text;
    expect(english).not.toMatch(/does not collect children/);
    expect(english).toContain('the child’s age and the estimated level');
  });
});

describe('the fees page and the FAQ', () => {
  it('say the same of holidays: holiday weeks are not in the term, so no lesson is lost (none is "made up")', () => {
    const payment = feePolicies.find((policy) => policy.id === 'dong-hoc-phi')!.points.join(' ');
    expect(payment).toContain('các tuần nghỉ lễ, Tết không tính vào học kỳ');
    const makeUp = faqGroups.flatMap((group) => group.questions).find((question) => question.id === 'hoc-bu')!.answer;
    expect(makeUp).toContain('Các tuần nghỉ lễ, Tết không tính vào học kỳ');
    expect(makeUp).not.toMatch(/nghỉ lễ[^.]*học bù/);
  });

  it('say the same of refunds: the first half of a term refunded, the rest kept for 6 months, in both languages', () => {
    const answer = (groups: typeof faqGroups) => groups.flatMap((group) => group.questions).find((question) => question.id === 'hoan-hoc-phi')!.answer;
    const rules = (policies: typeof feePolicies) => policies.find((policy) => policy.id === 'hoan-phi-va-bao')!.points.join(' ');
    const english = { faq: answer(translate(faqGroups, faqTranslation)), fees: rules(translate(feePolicies, feePolicyTranslations)) };
    for (const [text, phrases] of [
      [answer(faqGroups), ['nửa đầu học kỳ', 'bảo lưu 6 tháng', 'không được hoàn']],
      [rules(feePolicies), ['nửa đầu học kỳ', 'bảo lưu 6 tháng', 'không hoàn tiền']],
      [english.faq, ['first half of the term', 'kept for 6 months', 'no refund']],
      [english.fees, ['first half of the term', 'kept for 6 months', 'no refund']],
    ] as const)
      for (const phrase of phrases) expect(text).toContain(phrase);
  });

  it('give holidays one English name, Tết (Lunar New Year), on both pages', () => {
    const makeUp = translate(faqGroups, faqTranslation).flatMap((group) => group.questions).find((question) => question.id === 'hoc-bu')!.answer;
    const payment = translate(feePolicies, feePolicyTranslations).find((policy) => policy.id === 'dong-hoc-phi')!.points.join(' ');
    for (const text of [makeUp, payment]) {
      expect(text).toContain('Tết (Lunar New Year)');
      expect(text.replace('Tết (Lunar New Year)', '')).not.toMatch(/Lunar New Year/);
    }
  });

  it('put every class inside the opening hours, ending at least 30 minutes before the centre closes', () => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const { opens, closes } = siteConfig.hours;
    const classes = courses.flatMap((course) => course.fees?.classes.map((each) => ({ course: course.id, each })) ?? []);
    expect(classes.length).toBeGreaterThan(5);
    for (const { course, each } of classes) {
      for (const { start } of each.times) {
        expect(minutes(start), `course ${course} at ${start}`).toBeGreaterThanOrEqual(minutes(opens));
        expect(minutes(start) + each.sessionMinutes, `course ${course} at ${start}`).toBeLessThanOrEqual(minutes(closes) - 30);
      }
    }
  });
});
