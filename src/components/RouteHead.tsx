import { Asset, useRouter, useTags } from '@tanstack/react-router';

/**
 * The current route's head tags. At build time only the structured data (JSON-LD) renders here,
 * in place; the title, meta and links go into the document head (src/prerender). In the browser
 * React adopts those while hydrating and keeps them up to date from then on.
 */
export function RouteHead() {
  const tags = useTags();
  const { isServer } = useRouter();
  return tags
    .filter((tag) => !isServer || tag.tag === 'script')
    .map((tag) => <Asset key={JSON.stringify(tag)} {...tag} />);
}
