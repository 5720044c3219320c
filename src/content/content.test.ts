import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../scripts/illustrations/manifest.mjs';
import { aboutHero, coreValues, founder, partners, timeline } from './about/about.data';
import { areaMap } from './contact/contact.data';
import { areaMapTranslation } from './contact/contact.en';
import { courses } from './courses/catalogue';
import { banners, facilityPhotos, missionStatement, statistics } from './home/home.data';
import { galleryImages, students } from './students/students.data';
import { teachers } from './teachers/teachers.data';
import type { Picture } from '@/lib/picture';

/** Illustration kinds that only decorate (their meaning is carried by text next to them). */
const decorativeKinds = new Set(['banner', 'banner-mobile', 'value-icon']);
/** Illustrations used by the layout, pages and news mocks rather than by these data files. */
const notContentKinds = new Set(['favicon', 'logo', 'brochure-cover', 'not-found', 'page-hero', 'page-hero-mobile', 'news-cover', 'registration']);

const content = {
  courses,
  teachers,
  students,
  galleryImages,
  statistics,
  missionStatement,
  facilityPhotos,
  banners,
  aboutHero,
  timeline,
  founder,
  coreValues,
  partners,
  areaMap,
  // Its words are drawn in it: the English page has its own drawing.
  englishAreaMap: { ...areaMap, ...areaMapTranslation },
};

function isPicture(value: unknown): value is Picture {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number';
}

/** Every Picture anywhere in `value`, with where it was found. */
function collectPictures(value: unknown, where: string): { where: string; picture: Picture }[] {
  if (isPicture(value)) return [{ where, picture: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectPictures(item, `${where}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => collectPictures(item, `${where}.${key}`));
  }
  return [];
}

const pictures = collectPictures(content, 'content');
const byPath = new Map(manifest.map((entry) => [entry.path, entry]));

describe('static content pictures', () => {
  it('uses every content illustration of the manifest', () => {
    const used = new Set(pictures.map(({ picture }) => picture.src));
    const unused = manifest
      .filter((entry) => !notContentKinds.has(entry.kind) && !used.has(entry.path))
      .map((entry) => entry.path);
    expect(unused).toEqual([]);
  });

  it('references only manifest illustrations, with their intrinsic size', () => {
    const problems = pictures.flatMap(({ where, picture }) => {
      const entry = byPath.get(picture.src);
      if (!entry) return [`${where}: ${picture.src} is not in the manifest`];
      if (entry.width !== picture.width || entry.height !== picture.height) {
        return [`${where}: ${picture.src} is ${picture.width}x${picture.height}, manifest says ${entry.width}x${entry.height}`];
      }
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('describes every picture that is not purely decorative', () => {
    for (const { where, picture } of pictures) {
      const kind = byPath.get(picture.src)?.kind ?? '';
      if (decorativeKinds.has(kind)) expect(picture.alt, where).toBe('');
      else expect(picture.alt.trim(), `${where} (${picture.src}) needs an alt`).not.toBe('');
    }
  });

  it('gives each course only its own pictures', () => {
    for (const course of courses) {
      for (const { where, picture } of collectPictures(course, `course ${course.id}`)) {
        expect(picture.src, where).toMatch(new RegExp(`^images/courses/${course.id}-`));
      }
    }
  });

  it('uses no picture twice', () => {
    const sources = pictures.map(({ picture }) => picture.src);
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('the centre story', () => {
  it('keeps the five timeline periods of the specification', () => {
    expect(timeline.map((entry) => entry.time)).toEqual(['2011-2015', '2015-2018', '2018-2020', '2020-2023', '2023-nay']);
  });

  it('has 2 banners, and 6 students, 8 teachers, 10 gallery images, 5 facilities', () => {
    expect(banners.map((banner) => banner.id)).toEqual(['tieng-anh', 'ky-nang-song']);
    expect(students.map((s) => s.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(teachers.map((t) => t.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(teachers.every((t) => t.subject === 'Giáo viên Tiếng Anh')).toBe(true);
    expect(galleryImages).toHaveLength(10);
    expect(facilityPhotos.map((f) => f.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('generated illustrations', () => {
  const imagesDir = resolve(import.meta.dirname, '../../public/images');
  const svgs = readdirSync(imagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({ file, svg: readFileSync(join(imagesDir, file), 'utf8') }));

  it('draws every text as Be Vietnam Pro outlines, so no SVG depends on the viewer’s fonts', () => {
    expect(svgs.length).toBeGreaterThan(100);
    expect(svgs.filter(({ svg }) => /<text[\s>]/.test(svg)).map(({ file }) => file)).toEqual([]);
  });

  it('has drawn every image of the manifest', () => {
    const drawn = new Set(svgs.map(({ file }) => `images/${file.split('\\').join('/')}`));
    const missing = manifest.filter((entry) => entry.path.startsWith('images/') && !drawn.has(entry.path)).map((entry) => entry.path);
    expect(missing).toEqual([]);
  });
});
