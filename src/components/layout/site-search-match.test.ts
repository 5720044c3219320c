import { describe, expect, it } from 'vitest';
import { listCambridgeSubCourses, listCourses } from '@/content/courses/course-queries';
import { buildSiteNavigation } from '@/content/site-navigation';
import { shell as englishShell } from '@/i18n/en/shell';
import { siteSearch as englishSearch } from '@/i18n/en/site-search';
import { shell } from '@/i18n/vi/shell';
import { siteSearch } from '@/i18n/vi/site-search';
import { searchSite } from './site-search-match';

const english = buildSiteNavigation(await listCourses('en'), await listCambridgeSubCourses('en'), { locale: 'en', words: englishShell }).searchEntries;
const vietnamese = buildSiteNavigation(await listCourses('vi'), await listCambridgeSubCourses('vi'), { locale: 'vi', words: shell }).searchEntries;

/** The ids of what a search finds, best first. */
const found = (query: string, entries = english, keywords = englishSearch.keywords) => searchSite(entries, keywords, query).map((entry) => entry.id);

describe('the site search on an English page', () => {
  it.each([
    ['level', 'levelCheck'],
    ['test', 'levelCheck'],
    ['placement test', 'levelCheck'],
    ['IELTS', 'course-7'],
    ['adult', 'course-8'],
    ['adults', 'course-8'],
    ['privacy', 'privacy'],
    ['personal data', 'privacy'],
    ['how much', 'fees'],
    ['prices', 'fees'],
    ['timetable', 'fees'],
    ['nursery', 'course-4'],
    ['toddlers', 'course-4'],
    ['Cambridge', 'course-3'],
    ['life skills', 'course-1'],
    ['native teachers', 'teachers'],
    ['parking', 'contact'],
    ['address', 'contact'],
    ['pick-up', 'faq'],
    ['trial class', 'faq'],
    ['results', 'students'],
    ['events', 'news'],
    ['history', 'about'],
    ['SAT', 'course-7'],
    ['conversation', 'course-8'],
  ])('finds "%s": first %s', (query, first) => {
    expect(found(query)[0]).toBe(first);
  });

  it('finds every page that answers a word, not only the first', () => {
    expect(found('IELTS')).toEqual(expect.arrayContaining(['course-7', 'students']));
    expect(found('adult')).toEqual(expect.arrayContaining(['course-8', 'courses']));
    expect(found('KET')).toEqual(expect.arrayContaining(['course-3', 'course-6']));
    expect(found('level test')).toEqual(['levelCheck']);
  });

  it('matches a name before a line before a keyword, and needs every word', () => {
    expect(found('fees')[0]).toBe('fees');
    expect(found('ielts nursery')).toEqual([]);
    expect(found('zzzz')).toEqual([]);
    expect(found('  ')).toEqual(english.map((entry) => entry.id));
  });

  it('has keywords for every page and course it lists, in both languages', () => {
    expect(english.map((entry) => entry.id)).toEqual(vietnamese.map((entry) => entry.id));
    expect(english.map((entry) => entry.id)).toEqual(expect.arrayContaining(['levelCheck', 'privacy', 'course-1', 'course-8']));
    for (const { id } of english) {
      expect(englishSearch.keywords[id]?.trim(), id).toBeTruthy();
      expect(siteSearch.keywords[id]?.trim(), id).toBeTruthy();
    }
    expect(Object.keys(englishSearch.keywords).toSorted()).toEqual(english.map((entry) => entry.id).toSorted());
    expect(Object.keys(siteSearch.keywords).toSorted()).toEqual(english.map((entry) => entry.id).toSorted());
  });
});

describe('the site search on a Vietnamese page', () => {
  it.each([
    ['kiem tra trinh do', 'levelCheck'],
    ['ielts', 'course-7'],
    ['nguoi lon', 'course-8'],
    ['bao mat', 'privacy'],
    ['hoc phi', 'fees'],
    ['gui xe', 'contact'],
  ])('finds "%s", without its accents: first %s', (query, first) => {
    expect(found(query, vietnamese, siteSearch.keywords)[0]).toBe(first);
  });
});
