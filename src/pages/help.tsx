import { type LoaderArgs, type LoaderData, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { mostAsked } from '../../schemas/help';
import { HelpCenter } from '../renderers/HelpCenter';

export const loader = ({ content }: LoaderArgs) => {
  // The list has no page size, so its one page holds every article.
  const list = content.listPage('help', 1);
  return { copy: content.single('helpPage'), articles: list.items, mostAsked: mostAsked(list.items) };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { copy, articles } }) => ({
    ...copy.meta,
    // The page changes when any of its articles does: the latest day any was reviewed.
    modified: articles
      .map((article) => article.date)
      .sort()
      .at(-1),
  }),
};

/** The help center at /help: the most asked questions, then the categories with their articles. */
export function Component() {
  const { copy, articles, mostAsked: asked } = useLoaded<typeof loader>();
  return <HelpCenter articles={articles} mostAsked={asked} copy={copy} />;
}
