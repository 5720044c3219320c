import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboutHero, founder, timeline } from './about/about.data';
import { brochureHtml } from '../../scripts/brochure/brochure-html';
import { statistics } from './home/home.data';

// The centre's claims are the spec's own words (../shared/SPEC.md): the site states no figure the centre did not give.

const brochure = readFileSync(resolve(import.meta.dirname, '../../scripts/brochure/brochure.html'), 'utf8');

describe("home's figures", () => {
  it("are the spec's five, in its order and words", () => {
    expect(statistics).toEqual([
      { value: '5', description: 'năm đồng hành cùng học viên' },
      { value: '100%', description: 'giáo viên đạt chuẩn Cambridge' },
      { value: '80%+', description: 'học viên đạt chứng chỉ Cambridge (YLE, KET, PET, IELTS)' },
      { value: '500+', description: 'học viên đạt IELTS 7.0' },
      { value: '95%+', description: 'học viên đánh giá 5 sao' },
    ]);
  });
});

describe("the centre's years", () => {
  it("are the spec's 'more than 5' on the about page, beside its timeline from 2011 (the centre confirms: README, before launch)", () => {
    expect(aboutHero.title).toBe('Hơn 5 năm đồng hành cùng con trên hành trình lớn khôn');
    expect(founder.statement.join(' ')).toContain('Sau hơn 5 năm hoạt động');
    expect(timeline[0]!.time).toBe('2011-2015');
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
