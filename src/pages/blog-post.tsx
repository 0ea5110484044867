import { type LoaderArgs, type LoaderData, orNotFound, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { fillPlaceholders } from '../../schemas/placeholders';
import { PostArticle } from '../renderers/PostArticle';

export const loader = ({ content, params }: LoaderArgs) => ({
  blog: content.single('blogPage'),
  page: orNotFound(() => content.entry('posts', params.id ?? '')),
});

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { page }, site }) => ({
    title: fillPlaceholders(site.titleTemplate, { title: page.entry.title }),
    description: page.entry.summary,
    modified: page.entry.date,
    article: { published: page.entry.date, tags: page.entry.tags },
  }),
};

export function Component() {
  const { blog, page } = useLoaded<typeof loader>();
  return <PostArticle page={page} copy={blog} locale={useSite().locale} />;
}
