import { RouterContextProvider, useTags, type AnyRouter } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';

export type HeadTag = ReturnType<typeof useTags>[number];

/** The head tags of the router's current matches, as the router's own `useTags` computes them. */
export function headTagsOf(router: AnyRouter): HeadTag[] {
  let tags: HeadTag[] = [];
  function Capture() {
    tags = useTags();
    return null;
  }
  renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <Capture />
    </RouterContextProvider>,
  );
  return tags;
}
