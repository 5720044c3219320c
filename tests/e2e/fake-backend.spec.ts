import type { Page } from "@playwright/test";
import {
  apiFailureLogs,
  axeViolations,
  expect,
  gotoApp,
  test,
} from "./fixtures";
import { manyRecords } from "../../mocks/db/many/generate";
import { buildSeedRecords, type SeedRecords } from "../../mocks/db/seed-records";

/** What every runtime must agree on: each article's id, date, title and blocks' ids, newest first. */
const newestFirst = ({ articles }: SeedRecords) =>
  articles
    .toSorted((a, b) => b.date.localeCompare(a.date))
    .map(({ _id, date, title, contents }) => ({ _id, date, title, contents: contents.map((block) => block._id) }));

/** The first article's id, asked of the fake backend through the page (so through the worker). */
async function firstArticle(
  page: Page,
): Promise<{ _id: string; title: string }> {
  return page.evaluate(async () => {
    const response = await fetch("/api/v1/news?current=1&pageSize=1");
    const { news } = (await response.json()) as { news: { _id: string; title: string }[] };
    return news[0]!;
  });
}

test.describe("the fake backend in the demo build", { tag: "@demo" }, () => {
  test("answers the news API in the browser", async ({ page }) => {
    await gotoApp(page, "/");
    const article = await firstArticle(page);
    await gotoApp(page, `/tin-tuc/${article._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      article.title,
    );
    await expect(page).toHaveTitle(`${article.title} | Mặt Trời Nhỏ`);
  });

  test("the browser, the render server and Node make the same articles, written and generated", async ({ page, request }) => {
    for (const [scenario, records] of [["normal", buildSeedRecords()], ["many", manyRecords()]] as const) {
      const expected = newestFirst(records);
      await gotoApp(page, `/?mock=${scenario}`);
      // Every page of the list, as the browser's worker answers it.
      const inBrowser = await page.evaluate(async () => {
        type Article = { _id: string; date: string; title: string; contents: { _id: string }[] };
        const all = [];
        for (let current = 1; ; current += 1) {
          const response = await fetch(`/api/v1/news?current=${current}&pageSize=50`);
          const { news, totalPages } = (await response.json()) as { news: Article[]; totalPages: number };
          all.push(...news.map(({ _id, date, title, contents }) => ({ _id, date, title, contents: contents.map((block) => block._id) })));
          if (current >= totalPages) return all;
        }
      });
      expect(inBrowser, scenario).toEqual(expected);
      // The render server's sitemap lists every article it has, with its date.
      const sitemap = await (await request.get(`/sitemap.xml?mock=${scenario}`)).text();
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
    }) => {
      await gotoApp(page, "/");
      const article = await firstArticle(page);
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

    test("?mock=slow: the render server stops waiting and asks to be tried again; the browser shows the loading state first", async ({ page }) => {
      await gotoApp(page, "/");
      const article = await firstArticle(page);
      const response = await gotoApp(page, `/tin-tuc/${article._id}?mock=slow`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("30");
      await page.getByRole("button", { name: "Thử lại" }).click();
      await expect(page.getByRole("status")).toHaveText(/Đang tải tin tức/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        article.title,
        { timeout: 10_000 },
      );
    });
  });

  test("with no scenario asked for, demo visitors see no panel", async ({
    page,
  }) => {
    await gotoApp(page, "/");
    await expect(page.locator("[data-mock-panel]")).toHaveCount(0);
  });
});
