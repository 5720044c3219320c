const siteName = 'Mặt Trời Nhỏ';

/** The document title for a page: 'Page | Mặt Trời Nhỏ'. */
export function pageTitle(page?: string): string {
  return page ? `${page} | ${siteName}` : `${siteName} - Anh ngữ và Kỹ năng sống cho bé`;
}

/** Route `head` for a page: its title and, when given, its description. */
export function pageHead(page?: string, description?: string) {
  return {
    meta: [
      { title: pageTitle(page) },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
  };
}
