/**
 * How long nginx keeps a page or file the render server renders fresh, in seconds:
 * `PAGE_CACHE_SECONDS`, read when the render server starts (60). What it reads once for many
 * answers (the sitemap's article list) is kept as long. Render server only.
 */
export function pageCacheSeconds(): number {
  const { process } = globalThis as { process?: { env: Record<string, string | undefined> } };
  return Math.max(1, Math.round(Number(process?.env.PAGE_CACHE_SECONDS) || 60));
}
