import { createFileRoute } from '@tanstack/react-router';
import { textOf } from '@/i18n/use-text';
import { privacy } from '@/i18n/vi/privacy';
import { PrivacyPage } from '@/pages/PrivacyPage';
import { notFoundHead, pageHead, type PageHeadOptions } from '@/seo/page-head';

const path = '/chinh-sach-bao-mat';

export const Route = createFileRoute('/chinh-sach-bao-mat')({
  // The head's words come with the page's chunk (the loader's), not with the route tree every page
  // loads: the policy's words are one module, in the page's language.
  loader: ({ context }): PageHeadOptions => {
    const { title, description } = textOf(context, 'privacy', privacy).head;
    return { title, description, path, image: 'privacy', breadcrumbs: [{ name: title, path }] };
  },
  head: ({ loaderData, match }) => (loaderData ? pageHead(match.context, loaderData) : notFoundHead(match.context)),
  component: PrivacyPage,
});
