import { Asset, useTags } from '@tanstack/react-router';

const isModulePreload = (tag: ReturnType<typeof useTags>[number]) => tag.tag === 'link' && tag.attrs?.rel === 'modulepreload';

/**
 * The routes' head tags, as the router's `HeadContent` renders them, less its module preloads: the
 * page's code is fetched once the first screen has loaded (src/client.tsx). Preloaded, the code
 * shared a phone's slow link with the first-screen picture and held back its paint.
 */
export function DocumentHead() {
  return useTags()
    .filter((tag) => !isModulePreload(tag))
    .map((tag) => <Asset key={`tsr-meta-${JSON.stringify(tag)}`} {...tag} />);
}
