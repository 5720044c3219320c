import { describe, expect, it } from 'vitest';
import { untranslated } from '@/i18n/translate';
import { getHomeContent } from './home-queries';
import { homeTranslation } from './home.en';

describe("home's English copy", () => {
  it('translates every Vietnamese line of home.data.ts', async () => {
    expect(untranslated(await getHomeContent('vi'), homeTranslation)).toEqual([]);
  });

  it('keeps every figure, picture and id of the Vietnamese', async () => {
    const [vietnamese, english] = await Promise.all([getHomeContent('vi'), getHomeContent('en')]);
    expect(english.statistics.map((statistic) => statistic.value)).toEqual(vietnamese.statistics.map((statistic) => statistic.value));
    expect(english.facilityPhotos.map(({ id, image: { src } }) => ({ id, src }))).toEqual(
      vietnamese.facilityPhotos.map(({ id, image: { src } }) => ({ id, src })),
    );
    const pictures = ({ id, image, mobileImage }: (typeof vietnamese.banners)[number]) => ({ id, image, mobileImage });
    expect(english.banners.map(pictures)).toEqual(vietnamese.banners.map(pictures));
    expect(english.missionStatement.image.src).toBe(vietnamese.missionStatement.image.src);
  });

  it('says nothing in Vietnamese but the centre’s name', async () => {
    const words = JSON.stringify(await getHomeContent('en')).replaceAll('Mặt Trời Nhỏ', '');
    expect(words).not.toMatch(/[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i);
  });
});
