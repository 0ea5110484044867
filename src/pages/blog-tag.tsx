import { data } from 'react-router-dom';
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
import { BackLink } from '../ui/BackLink';

export const loader = ({ content, params }: LoaderArgs) => {
  const tag = params.tag ?? '';
  // A tag is lower-case words joined by dashes; anything else names no tag page.
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(tag)) throw data(null, { status: 404, statusText: 'Not Found' });
  return {
    blog: content.single('blogPage'),
    list: orNotFound(() => content.groupPage('posts', 'tag', tag, pageNumber(params.page))),
  };
};

export const handle: PageHandle<LoaderData<typeof loader>> = {
  meta: ({ data: { blog, list }, site }) => {
    const title = fillPlaceholders(blog.tagPage.meta.title, { tag: list.value ?? '' });
    return {
      title:
        list.page > 1
          ? fillPlaceholders(blog.pagination.pageTitle, { title, page: list.page }, site.locale)
          : title,
      description: fillPlaceholders(blog.tagPage.meta.description, { tag: list.value ?? '' }),
      // The posts arrive newest first, so the first one tells when this page of the list last changed.
      modified: list.items[0]?.date,
    };
  },
};

/** The posts that carry one tag, newest first, at /blog/tag/<tag>. */
export function Component() {
  const { blog, list } = useLoaded<typeof loader>();
  const site = useSite();
  return (
    <div className="container page">
      <BackLink link={blog.backLink} />
      <SectionHeading level={1} heading={fillPlaceholders(blog.tagPage.heading, { tag: list.value ?? '' })} />
      <PostList posts={list.items} copy={blog} locale={site.locale} />
      <Pagination {...list} copy={blog.pagination} />
    </div>
  );
}
