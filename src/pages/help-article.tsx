import { data } from 'react-router-dom';
import { type LoaderArgs, type LoaderData, orNotFound, useLoaded, useSite } from '../content/page';
import type { PageHandle } from '../layout/meta';
import { fillPlaceholders } from '../../schemas/placeholders';
import { HelpArticle } from '../renderers/HelpArticle';

export const loader = ({ content, params }: LoaderArgs) => {
  const copy = content.single('helpPage');
  const page = orNotFound(() => content.entry('help', params.id ?? ''));
  const { category: id, platforms } = page.entry;
  const category = copy.categories.find((each) => each.id === id);
  // The content check refuses an article whose category the copy does not name, so this is only a guard.
  if (!category) throw data(null, { status: 404, statusText: 'Not Found' });
  // The devices by the names the download page gives them, in the order the article lists them.
  const cards = content.single('platforms');
  const names = platforms.map((os) => cards.find((card) => card.os === os)?.title ?? os);
  const related = content
    .groupPage('help', 'category', id, 1)
    .items.filter((item) => item.id !== page.entry.id);
  return { copy, page, category, platforms: names, related };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { page }, site }) => ({
    title: fillPlaceholders(site.titleTemplate, { title: page.entry.title }),
    description: page.entry.summary,
    modified: page.entry.date,
  }),
};

export function Component() {
  const { copy, page, category, platforms, related } = useLoaded<typeof loader>();
  return (
    <HelpArticle
      page={page}
      category={category}
      platforms={platforms}
      related={related}
      copy={copy}
      locale={useSite().locale}
    />
  );
}
