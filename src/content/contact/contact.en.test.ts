import { describe, expect, it } from 'vitest';
import { untranslated } from '@/i18n/translate';
import { getContactContent } from './contact-queries';
import { areaMap, gettingHere } from './contact.data';
import { areaMapTranslation, gettingHereTranslations } from './contact.en';

describe("the contact page's content in English", () => {
  it('has every Vietnamese line in English: the map’s description and every note on getting here', () => {
    expect(untranslated(areaMap, areaMapTranslation)).toEqual([]);
    expect(untranslated(gettingHere, gettingHereTranslations)).toEqual([]);
  });

  it('is what the English page gets, with the Vietnamese content’s files, ids and order', async () => {
    const english = await getContactContent('en');
    // The map's words are drawn in it: the English page shows the English drawing, of the same size.
    expect(english.areaMap).toEqual({ ...areaMap, src: 'images/contact/map-en.svg', alt: areaMapTranslation.alt });
    expect(english.gettingHere.map((note) => note.id)).toEqual(gettingHere.map((note) => note.id));
    expect(english.gettingHere.find((note) => note.id === 'bus')?.title).toBe('By bus');
    expect(await getContactContent('vi')).toEqual({ areaMap, gettingHere });
  });
});
