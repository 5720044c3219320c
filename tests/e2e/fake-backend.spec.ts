import type { APIRequestContext, Page } from "@playwright/test";
import {
  apiFailureLogs,
  axeViolations,
  expect,
  gotoApp,
  scrollToDeferred,
  test,
} from "./fixtures";
import { manyRecords } from "../../mocks/db/many/generate";
import { buildSeedRecords, type SeedRecords } from "../../mocks/db/seed-records";
import { fakeBackendDay, fakeBackendUrl } from "./servers";

/** What every runtime must agree on: each article's id, date, title and blocks' ids, newest first. */
const newestFirst = ({ articles }: SeedRecords) =>
  articles
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .map(({ _id, date, title, contents }) => ({ _id, date, title, contents: contents.map((block) => block._id) }));

interface Article {
  _id: string;
  title: string;
}

/** The newest article, asked of the fake backend through the page (so through the worker). */
async function newestArticleThroughWorker(page: Page): Promise<Article> {
  return page.evaluate(async () => {
    const response = await fetch("/api/v1/news?current=1&pageSize=1");
    const { news } = (await response.json()) as { news: Article[] };
    return news[0]!;
  });
}

/** The newest article, asked of the fake backend over HTTP: seeded as the demo's, it has the same. */
async function newestArticleOverHttp(request: APIRequestContext): Promise<Article> {
  const response = await request.get(`${fakeBackendUrl}/api/v1/news?current=1&pageSize=1`);
  const { news } = (await response.json()) as { news: Article[] };
  return news[0]!;
}

test.describe("the fake backend in the demo build", { tag: "@demo" }, () => {
  test("answers the news API in the browser; with no scenario asked for, demo visitors see no panel", async ({ page }) => {
    await gotoApp(page, "/");
    await expect(page.locator("[data-mock-panel]")).toHaveCount(0);
    const article = await newestArticleThroughWorker(page);
    await gotoApp(page, `/tin-tuc/${article._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      article.title,
    );
    await expect(page).toHaveTitle(`${article.title} | Mặt Trời Nhỏ`);
  });

  test("the browser, the render server and Node make the same articles, written and generated", async ({ page, request }) => {
    for (const [scenario, records] of [["normal", buildSeedRecords(fakeBackendDay)], ["many", manyRecords(fakeBackendDay)]] as const) {
      const expected = newestFirst(records);
      // The lightest page: what matters is the worker behind it.
      await gotoApp(page, `/chinh-sach-bao-mat?mock=${scenario}`);
      // Every page of the list, as the browser's worker answers it (the pages after the first asked
      // for at once: each answer waits the demo's latency).
      const inBrowser = await page.evaluate(async () => {
        type Article = { _id: string; date: string; title: string; contents: { _id: string }[] };
        const listPage = async (current: number) =>
          (await (await fetch(`/api/v1/news?current=${current}&pageSize=50`)).json()) as { news: Article[]; totalPages: number };
        const first = await listPage(1);
        const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, index) => listPage(index + 2)));
        return [first, ...rest].flatMap(({ news }) =>
          news.map(({ _id, date, title, contents }) => ({ _id, date, title, contents: contents.map((block) => block._id) })),
        );
      });
      expect(inBrowser, scenario).toEqual(expected);
      // The render server's sitemap lists every article it has, with its date: past a thousand
      // addresses (each page and article in both languages), in parts.
      const sitemapAt = async (query: string) => (await request.get(`/sitemap.xml?${query}mock=${scenario}`)).text();
      const index = await sitemapAt('');
      const parts = [...index.matchAll(/sitemap\.xml\?phan=(\d+)</g)].map(([, part]) => part!);
      // One part at a time: each reads the whole news list within its own time budget.
      let sitemap = parts.length ? '' : index;
      for (const part of parts) sitemap += await sitemapAt(`phan=${part}&`);
      const listed = [...sitemap.matchAll(/\/tin-tuc\/([a-f\d]{24})<\/loc><lastmod>([^<]+)</g)].map(([, _id, date]) => ({ _id, date }));
      expect(listed, scenario).toEqual(expected.map(({ _id, date }) => ({ _id, date })));
    }
  });

  test.describe("when the API fails", () => {
    test.use({ expectedConsoleErrors: apiFailureLogs });

    test("an unknown article shows the not-found state", async ({ page }) => {
      await gotoApp(page, "/tin-tuc/aaaaaaaaaaaaaaaaaaaaaaaa");
      await expect(page.getByRole("alert")).toHaveText(
        /Không tìm thấy tin tức/,
      );
    });

    test("?mock=error switches it to failing answers, and the panel switches back", async ({
      page,
      request,
    }) => {
      const article = await newestArticleOverHttp(request);
      await gotoApp(page, `/tin-tuc/${article._id}?mock=error`);
      await expect(page.getByRole("alert")).toHaveText(
        /Không tìm thấy tin tức/,
      );

      const panel = page.getByLabel("Dữ liệu giả:");
      await expect(panel).toHaveValue("error");
      expect(await axeViolations(page)).toEqual([]);
      await panel.selectOption("normal");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        article.title,
      );
    });

    test("?mock=error and ?mock=empty on a direct load of home and an article: the news block and the article say so", async ({ page, request }) => {
      const article = await newestArticleOverHttp(request);
      const homeNews = page.getByRole("region", { name: "TIN TỨC VÀ SỰ KIỆN" });
      const error = await gotoApp(page, "/?mock=error");
      // The page without its news is not kept: nginx answers its last good copy.
      expect(error?.status()).toBe(503);
      await scrollToDeferred(page, "news");
      await expect(homeNews.getByRole("alert")).toHaveText("Không tìm thấy tin tức");

      await gotoApp(page, "/?mock=empty");
      await scrollToDeferred(page, "news");
      await expect(homeNews.getByRole("status")).toHaveText("Trung tâm chưa có tin tức mới. Ba mẹ quay lại sau nhé!");
      // No article is served in this scenario: its page is not found.
      const empty = await gotoApp(page, `/tin-tuc/${article._id}?mock=empty`);
      expect(empty?.status()).toBe(404);
      await expect(page.getByRole("alert")).toHaveText(/Không tìm thấy tin tức/);
    });
  });

  test("?mock=slow: the render server answers each news page at once, in its loading state; the browser then shows the content", async ({ page, request }) => {
    const article = await newestArticleOverHttp(request);
    // Not waited for: a render server that waited on the slow answer would say 503 after its 2 s
    // limit, or show the news, never 200 with the loading state.
    for (const path of [`/tin-tuc/${article._id}`, "/tin-tuc"]) {
      const answer = await request.get(`${path}?mock=slow`);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain("Đang tải tin tức");
    }
    const loading = page.getByRole("main").getByRole("status").filter({ hasText: "Đang tải tin tức" });
    await gotoApp(page, `/tin-tuc/${article._id}?mock=slow`);
    await expect(loading).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title, { timeout: 10_000 });
    await expect(loading).toHaveCount(0);

    // Home is left to the browser whole: the page at once, its news block loading, then the news.
    const home = await gotoApp(page, "/?mock=slow");
    expect(home?.status()).toBe(200);
    await scrollToDeferred(page, "news");
    const homeNews = page.getByRole("region", { name: "TIN TỨC VÀ SỰ KIỆN" });
    await expect(homeNews.getByRole("status")).toHaveText("Đang tải tin tức");
    await expect(homeNews.getByText("Tin nổi bật")).toBeVisible({ timeout: 10_000 });
  });
});
