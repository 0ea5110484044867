import {
  type LoaderArgs,
  type LoaderData,
  orNotFound,
  pageNumber,
  useLoaded,
  useSite,
} from '../content/page';
import type { PageHandle } from '../layout/meta';
import { fillPlaceholders } from '../../schemas/placeholders';
import { Pagination } from '../renderers/Pagination';
import { PostList } from '../renderers/PostList';
import { SectionHeading } from '../renderers/SectionHeading';

export const loader = ({ content, params }: LoaderArgs) => ({
  blog: content.single('blogPage'),
  list: orNotFound(() => content.listPage('posts', pageNumber(params.page))),
});

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { blog, list }, site }) => ({
    ...blog.meta,
    title:
      list.page > 1
        ? fillPlaceholders(
            blog.pagination.pageTitle,
            { title: blog.meta.title, page: list.page },
            site.locale,
          )
        : blog.meta.title,
    // The posts arrive newest first, so the first one tells when this page of the list last changed.
    modified: list.items[0]?.date,
  }),
};

export function Component() {
  const { blog, list } = useLoaded<typeof loader>();
  const site = useSite();
  return (
    <div className="container page">
      <SectionHeading level={1} heading={blog.heading} intro={blog.intro} />
      <PostList posts={list.items} copy={blog} locale={site.locale} />
      <Pagination {...list} copy={blog.pagination} />
    </div>
  );
}
