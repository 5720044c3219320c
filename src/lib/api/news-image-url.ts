/** Shown instead of a news picture whose address the site will not load. */
const newsImagePlaceholder = `${import.meta.env.BASE_URL}images/news/placeholder.svg`;

/** Longer than any picture's address a browser or a CDN takes; a page carries it several times. */
const maxImageUrlLength = 2048;

// Any origin would do: it only tells a site-relative path from one the browser sends elsewhere.
const probeOrigin = 'https://site.invalid';

/**
 * Whether `value` is safe as an `img src`: an absolute http(s) URL, or a path on this site. The
 * URL parser does what the browser does with the raw text (drops tabs, reads `/\` as `//`), so
 * `/\evil.example` and `javascript:` are caught however they are written.
 */
function isSafeImageUrl(value: string): boolean {
  if (value.length > maxImageUrlLength) return false;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return false;
  }
  if (/^https?:\/\//i.test(value)) return url.protocol === 'http:' || url.protocol === 'https:';
  return value.startsWith('/') && url.origin === probeOrigin;
}

/** A news picture's address as the API sent it, or the placeholder when it is not safe to load. */
export function newsImageUrl(value: string): string {
  return isSafeImageUrl(value) ? value : newsImagePlaceholder;
}
