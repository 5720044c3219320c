import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { toArticleJson } from '../../../mocks/handlers/news';
import { server } from '../../../mocks/node';
import { renderWithRouter } from '../../../tests/setup/render';
import { NewsDetailPage } from '@/pages/NewsDetailPage';
import { fetchArticlePage } from '@/features/news/load-article';

const placeholder = '/images/news/placeholder.svg';

/** An article whose cover, one content block and one related article's cover all use `image`. */
function answerWithImage(image: string) {
  const [target, other] = db.article.getAll().filter((article) => !article.isHot);
  const json = toArticleJson(target!);
  server.use(
    http.get(`*/api/v1/news/${target!._id}`, () =>
      HttpResponse.json({ ...json, image, contents: [{ _id: 'c1', subtitle: 'Ảnh', description: 'Mô tả', image }] }),
    ),
    http.get(`*/api/v1/news/related/${target!._id}`, () => HttpResponse.json({ result: [{ ...toArticleJson(other!), image }] })),
  );
  return target!;
}

/** The `src` of every picture the visitor sees: the article's cover and block, then the related card's cover. */
async function imageSources(image: string) {
  const target = answerWithImage(image);
  const page = await fetchArticlePage(target._id, new AbortController().signal);
  await renderWithRouter(<NewsDetailPage {...page} />, `/tin-tuc/${target._id}`);
  const article = await screen.findByRole('article', { name: target.title });
  // The section is drawn again once the related articles arrive, so it is looked up each time.
  const relatedImages = await waitFor(() => {
    const found = screen.getByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' }).querySelectorAll('img');
    expect(found.length).toBeGreaterThan(0);
    return [...found];
  });
  return [...within(article).getAllByRole('presentation'), ...relatedImages]
    .filter((element) => element.tagName === 'IMG')
    .map((element) => element.getAttribute('src'));
}

describe('news pictures from the API', () => {
  it('have a placeholder picture that the site ships', () => {
    expect(existsSync(resolve(import.meta.dirname, '../../../public', placeholder.slice(1)))).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    'ftp://evil.example/x.png',
    'images/x.jpg',
  ])('show the placeholder instead of %j', async (image) => {
    expect(await imageSources(image)).toEqual([placeholder, placeholder, placeholder]);
  });

  it('show the placeholder for an article without a cover, and no picture for a block without one', async () => {
    expect(await imageSources('')).toEqual([placeholder, placeholder]);
  });

  it.each(['https://cdn.example.com/news/a.jpg', 'http://cdn.example.com/news/a.jpg', '/images/x.jpg'])(
    'show %j as sent',
    async (image) => {
      expect(await imageSources(image)).toEqual([image, image, image]);
    },
  );
});
