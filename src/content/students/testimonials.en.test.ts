import { describe, expect, it } from 'vitest';
import { untranslated } from '@/i18n/translate';
import { listParentTestimonials } from './student-queries';
import { parentTestimonials } from './testimonials.data';
import { testimonialTranslations } from './testimonials.en';

describe("parents' testimonials in English", () => {
  it('has every Vietnamese line in English: each quote, parent and class', () => {
    expect(untranslated(parentTestimonials, testimonialTranslations)).toEqual([]);
  });

  it('names the same parents and children as the Vietnamese', () => {
    for (const { id, parent, child } of parentTestimonials) {
      const english = testimonialTranslations[id]!;
      // 'Chị Vũ Thanh Hương' is Ms Vũ Thanh Hương, 'Anh Trần Quốc Tuấn' Mr Trần Quốc Tuấn.
      expect(english.parent).toBe(parent.replace(/^Chị /, 'Ms ').replace(/^Anh /, 'Mr '));
      const childName = /^Phụ huynh bé ([^,]+),/.exec(child)![1]!;
      expect(english.child).toMatch(new RegExp(`^Parent of ${childName}, `));
      // The child is called by name in the quote, as in the Vietnamese.
      const quoteName = childName.split(' ').at(-1)!;
      expect(english.quote).toContain(quoteName);
    }
  });

  it('is what the English page gets, in the Vietnamese order', async () => {
    const english = await listParentTestimonials('en');
    expect(english.map((testimonial) => testimonial.id)).toEqual(parentTestimonials.map((testimonial) => testimonial.id));
    expect(english[0]?.parent).toBe('Ms Vũ Thanh Hương');
    expect(await listParentTestimonials('vi')).toBe(parentTestimonials);
  });
});
