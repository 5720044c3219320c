import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { toArticleJson } from '../../mocks/handlers/news';
import { server } from '../../mocks/node';
import { fetchArticlePage } from '@/features/news/load-article';
import { news as englishNews } from '@/i18n/en/news';
import { formatDate } from '@/lib/format-date';
import { renderWithRouter } from '../../tests/setup/render';
import { NewsDetailPage } from './NewsDetailPage';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';


const articles = () => db.article.getAll();
const hotArticle = () => articles().find((article) => article.isHot)!;
const ordinaryArticle = () => articles().find((article) => !article.isHot && article.contents.some((block) => block.image))!;

/** The article's JSON as the API sends it, with some fields replaced. */
function articleJson(article: ReturnType<typeof articles>[number], changes: Record<string, unknown> = {}) {
  return { ...toArticleJson(article), ...changes };
}

/** The article's page with what its route loads from the API. */
async function openArticle(id: string) {
  const page = await fetchArticlePage(id, new AbortController().signal);
  await renderWithRouter(<NewsDetailPage {...page} />, `/tin-tuc/${id}`);
  return screen.findByRole('article', { name: articles().find((article) => article._id === id)!.title });
}

const relatedRegion = () => screen.getByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' });

/** The related cards, once they have replaced the section's loading state. */
async function relatedCards() {
  return waitFor(() => {
    const cards = within(relatedRegion()).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    return cards;
  });
}

describe('news detail page', () => {
  it('labels a hot article "Tin nổi bật", with its date in Vietnamese format', async () => {
    const hot = hotArticle();
    const article = await openArticle(hot._id);
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(hot.title);
    expect(within(article).getByText('Tin nổi bật')).toBeInTheDocument();
    expect(within(article).queryByText(hot.category!.type)).not.toBeInTheDocument();
    const date = within(article).getByText(formatDate(hot.date, 'vi'));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', hot.date);
    expect(formatDate(hot.date, 'vi')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('labels any other article with its category, shows the summary in italics and every block', async () => {
    const ordinary = ordinaryArticle();
    const article = await openArticle(ordinary._id);
    expect(within(article).getByText(ordinary.category!.type)).toBeInTheDocument();
    expect(within(article).queryByText('Tin nổi bật')).not.toBeInTheDocument();
    expect(within(article).getByText(ordinary.summary)).toHaveStyle({ fontStyle: 'italic' });

    const subtitles = within(article).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(subtitles).toEqual(ordinary.contents.map((block) => block.subtitle));
    const images = within(article)
      .getAllByRole('presentation')
      .filter((image) => image.tagName === 'IMG' && image.getAttribute('loading') === 'lazy');
    expect(images).toHaveLength(ordinary.contents.filter((block) => block.image).length);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '675');
    }
    expect(within(article).getByRole('link', { name: 'Tất cả tin tức' })).toHaveAttribute('href', '/tin-tuc');
    // Then a way to act on it: registration, or the level check.
    const invite = screen.getByRole('complementary', { name: 'Cho bé học thử miễn phí' });
    expect(within(invite).getByRole('link', { name: 'Đăng ký học thử miễn phí' })).toHaveAttribute('href', '/#dang-ky');
    expect(within(invite).getByRole('link', { name: 'Kiểm tra trình độ trực tuyến' })).toHaveAttribute('href', '/kiem-tra-trinh-do');
  });

  it('keeps the line breaks of a block description', async () => {
    const target = ordinaryArticle();
    const description = 'Sáng: các con học trên lớp.\nChiều: ba mẹ gặp giáo viên.';
    server.use(
      http.get(`*/api/v1/news/${target._id}`, () =>
        HttpResponse.json(articleJson(target, { contents: [{ _id: 'c1', subtitle: 'Lịch', description, image: '' }] })),
      ),
    );
    const article = await openArticle(target._id);
    const text = within(article).getByText((_, element) => element?.tagName === 'P' && element.textContent === description);
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('shows the lines of a description that start with "- " as a list, the text around it as paragraphs', async () => {
    const withList = articles().find((article) => article.contents.some((block) => /^- /m.test(block.description)))!;
    const block = withList.contents.find((content) => /^- /m.test(content.description))!;
    const lines = block.description.split('\n');
    const firstItem = lines.findIndex((line) => line.startsWith('- '));
    const end = lines.findIndex((line, index) => index > firstItem && !line.startsWith('- '));
    const items = lines.slice(firstItem, end === -1 ? undefined : end).map((line) => line.slice(2));
    const article = await openArticle(withList._id);

    const list = within(article).getByText(items[0]!, { selector: 'li' }).closest('ul')!;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(items);
    if (firstItem > 0) {
      const before = list.previousElementSibling!;
      expect(before.tagName).toBe('P');
      expect(before.textContent).toBe(lines.slice(0, firstItem).join('\n'));
    }
  });

  it('shows markup in a description as the characters written, never as markup', async () => {
    const target = ordinaryArticle();
    const description = 'Dòng một <b>x</b>\n<img src=x onerror="alert(1)">';
    server.use(
      http.get(`*/api/v1/news/${target._id}`, () =>
        HttpResponse.json(articleJson(target, { contents: [{ _id: 'c1', subtitle: 'Thử', description, image: '' }] })),
      ),
    );
    const article = await openArticle(target._id);
    const text = within(article).getByText((_, element) => element?.tagName === 'P' && element.textContent === description);
    expect(text).toHaveTextContent('<b>x</b>');
    expect(text.querySelector('b, img')).toBeNull();
  });

  it('lists related articles of the same category, each a link, never the article itself', async () => {
    const target = ordinaryArticle();
    const article = await openArticle(target._id);
    const cards = await relatedCards();
    const links = within(relatedRegion()).getAllByRole('link');
    for (const link of links) {
      const id = link.getAttribute('href')!.replace('/tin-tuc/', '');
      expect(id).not.toBe(target._id);
      expect(articles().find((other) => other._id === id)!.category!._id).toBe(target.category!._id);
    }
    const sameCategory = articles().filter((other) => other.category!._id === target.category!._id);
    expect(cards).toHaveLength(Math.min(3, sameCategory.length - 1));
    expect(article).toBeInTheDocument();
  });

  it('leaves the article itself out even if the backend returns it as related', async () => {
    const target = ordinaryArticle();
    const other = articles().find((candidate) => candidate._id !== target._id)!;
    server.use(
      http.get(`*/api/v1/news/related/${target._id}`, () => HttpResponse.json({ result: [articleJson(target), articleJson(other)] })),
    );
    await openArticle(target._id);
    expect(await relatedCards()).toHaveLength(1);
    expect(within(relatedRegion()).getByRole('link', { name: other.title })).toBeInTheDocument();
  });

  it('keeps the article readable when the related articles fail', async () => {
    expectConsoleErrors(failedRequestLogs);
    const target = ordinaryArticle();
    server.use(http.get(`*/api/v1/news/related/${target._id}`, () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    const article = await openArticle(target._id);
    await waitFor(() => expect(relatedRegion()).toHaveTextContent(/Chưa tải được các bài viết liên quan/));
    expect(article).toHaveTextContent(target.summary);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves the related section out when the category has no other article', async () => {
    const target = ordinaryArticle();
    server.use(http.get(`*/api/v1/news/related/${target._id}`, () => HttpResponse.json({ result: [] })));
    await openArticle(target._id);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'BÀI VIẾT LIÊN QUAN' })).not.toBeInTheDocument());
    expect(screen.queryByText('Đang tải tin tức')).not.toBeInTheDocument();
  });
});

/** Letters Vietnamese has and English does not. */
const vietnameseLetters = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;

/** The article's page at its English address, with what its route loads from the API. */
async function openEnglishArticle(id: string) {
  const page = await fetchArticlePage(id, new AbortController().signal);
  const view = await renderWithRouter(<NewsDetailPage {...page} />, `/en/news/${id}`);
  const article = await screen.findByRole('article', { name: articles().find((known) => known._id === id)!.title });
  return { ...view, article };
}

describe('news detail page, in English (/en/news/<id>)', () => {
  it('shows the article as the centre wrote it, marked as Vietnamese, in an English frame with an English date', async () => {
    const ordinary = ordinaryArticle();
    const { article, container } = await openEnglishArticle(ordinary._id);
    const title = within(article).getByRole('heading', { level: 1 });
    expect(title).toHaveTextContent(ordinary.title);
    expect(title.querySelector('[lang="vi"]')).toHaveTextContent(ordinary.title);
    expect(within(article).getByText(ordinary.summary)).toHaveAttribute('lang', 'vi');
    const blocks = within(article).getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('[lang]'));
    expect(blocks).toHaveLength(ordinary.contents.length);
    for (const block of blocks) expect(block).toHaveAttribute('lang', 'vi');

    const date = within(article).getByText(formatDate(ordinary.date, 'en'));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', ordinary.date);
    const category = englishNews.categoryNames[ordinary.category!.type]!;
    expect(category).toBeDefined();
    expect(within(article).getByText(category)).not.toHaveAttribute('lang');
    expect(within(article).getByText('The centre writes its news in Vietnamese, so the articles appear here as they were published.')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/en/news');

    const invite = screen.getByRole('complementary', { name: 'A free trial class for your child' });
    expect(invite).toHaveTextContent('Leave your name and phone number, and the centre will call you back');
    expect(within(invite).getByRole('link', { name: 'Try the online level check' })).toHaveAttribute('href', '/en/level-check');

    // The region asked for each time, as relatedCards() does: its cards replace its loading state.
    const cards = await waitFor(() => {
      const found = within(screen.getByRole('region', { name: 'Related articles' })).getAllByRole('article');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    for (const card of cards) {
      const link = within(card).getByRole('link');
      expect(link.getAttribute('href')).toMatch(/^\/en\/news\/[0-9a-f]{24}$/);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'vi');
    }

    // Apart from the article's own text, marked as Vietnamese, the page is in English.
    const page = container.cloneNode(true) as HTMLElement;
    for (const vietnamese of page.querySelectorAll('[lang="vi"]')) vietnamese.remove();
    expect(page.textContent).not.toMatch(vietnameseLetters);
  });

  it('labels a hot article "Featured", and any other with its category named in English', async () => {
    const hot = hotArticle();
    const { article } = await openEnglishArticle(hot._id);
    expect(within(article).getByText('Featured')).not.toHaveAttribute('lang');
    expect(within(article).queryByText(hot.category!.type)).not.toBeInTheDocument();
    expect(formatDate(hot.date, 'en')).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(within(article).getByText(formatDate(hot.date, 'en'))).toBeInTheDocument();
  });

  it('says in English when the related articles fail, keeping the article', async () => {
    expectConsoleErrors(failedRequestLogs);
    const target = ordinaryArticle();
    server.use(http.get(`*/api/v1/news/related/${target._id}`, () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    const { article } = await openEnglishArticle(target._id);
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Related articles' })).toHaveTextContent('The related articles could not be loaded. You will find more in the News section.'),
    );
    expect(article).toHaveTextContent(target.summary);
  });
});
