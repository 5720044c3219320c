import { describe, expect, it } from 'vitest';
import { untranslated } from '@/i18n/translate';
import { getAboutContent } from './about-queries';
import { aboutTranslation } from './about.en';

/** The names the English keeps as they are: the centre's, its founder's, a district's. */
const names = ['Mặt Trời Nhỏ', 'Lê Minh Châu', 'Minh Châu', 'Bình Thạnh'];

describe("the about page's English copy", () => {
  it('translates every Vietnamese line of about.data.ts', async () => {
    expect(untranslated(await getAboutContent('vi'), aboutTranslation)).toEqual([]);
  });

  it('keeps the periods, pictures, founder and partners of the Vietnamese, and says the last one is still going', async () => {
    const [vietnamese, english] = await Promise.all([getAboutContent('vi'), getAboutContent('en')]);
    expect(english.timeline.map((entry) => entry.time)).toEqual(['2011–2015', '2015–2018', '2018–2020', '2020–2023', '2023–present']);
    expect(english.timeline.map((entry) => entry.image.src)).toEqual(vietnamese.timeline.map((entry) => entry.image.src));
    expect(english.founder.name).toBe(vietnamese.founder.name);
    expect(english.coreValues.map((value) => value.icon)).toEqual(vietnamese.coreValues.map((value) => value.icon));
    expect(english.partners).toEqual(vietnamese.partners);
  });

  it('says nothing in Vietnamese outside names', async () => {
    const words = names.reduce((text, name) => text.replaceAll(name, ''), JSON.stringify(await getAboutContent('en')));
    expect(words).not.toMatch(/[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i);
  });
});
