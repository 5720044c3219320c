import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutHero, founder, timeline } from './about/about.data';
import { aboutTranslation } from './about/about.en';
import { brochureHtml } from '../../scripts/brochure/brochure-html';
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
      { value: '5', description: 'years by our students’ side' },
      { value: '100%', description: 'of our teachers meet Cambridge standards' },
      { value: '80%+', description: 'of our students earn Cambridge certificates (YLE, KET, PET, IELTS)' },
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
    expect(english.timeline[0]!.time).toBe('2011-2015');
    // No other count of years, in figures or in words.
    const words = JSON.stringify(english);
    expect(words.match(/\b\w+ years?\b/gi)).toEqual(['5 years', '5 years']);
    expect(aboutWords.head.description).toMatch(/^Our story of more than 5 years/);
  });
});

describe('the brochure', () => {
  it("prints home's figures, from the one place that holds them, and the spec's years", () => {
    const printed = brochureHtml({ template: brochure, fontFaces: '', publicUrl: 'file:///public', contact: { phone: '0901 234 567', email: 'a@b.vn', address: 'Q.2' } });
    for (const { value, description } of statistics) expect(printed).toContain(`<b>${value}</b><span>${description}</span>`);
    expect(printed.match(/class="stat"/g)).toHaveLength(statistics.length);
    expect(printed).toContain('<p>Hơn 5 năm đồng hành cùng các gia đình,');
    expect(printed).not.toMatch(/\{\{|\d+ tháng/);
  });
});
