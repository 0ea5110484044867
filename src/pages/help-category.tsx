import { data } from 'react-router-dom';
import { type LoaderArgs, type LoaderData, orNotFound, useLoaded } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { fillPlaceholders } from '../../schemas/placeholders';
import { HelpCategoryArticles } from '../renderers/HelpCenter';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

export const loader = ({ content, params }: LoaderArgs) => {
  const id = params.category ?? '';
  // A category's id is lower-case words joined by dashes; anything else names no category page.
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) throw notFound();
  const copy = content.single('helpPage');
  const list = orNotFound(() => content.groupPage('help', 'category', id, 1));
  const category = copy.categories.find((each) => each.id === id);
  // The content check refuses an article whose category the copy does not name, so this is only a guard.
  if (!category) throw notFound();
  return { copy, category, articles: list.items };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { copy, category, articles } }) => ({
    title: fillPlaceholders(copy.categoryPage.meta.title, { category: category.title }),
    description: fillPlaceholders(copy.categoryPage.meta.description, { category: category.title }),
    modified: articles
      .map((article) => article.date)
      .sort()
      .at(-1),
  }),
};

/** Every article of one category of the help center, at /help/topic/<category>. */
export function Component() {
  const { copy, category, articles } = useLoaded<typeof loader>();
  return <HelpCategoryArticles category={category} articles={articles} copy={copy} />;
}
