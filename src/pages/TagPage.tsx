import { useParams } from 'react-router-dom';
import blog from 'virtual:content/blogPage';
import notFound from 'virtual:content/notFoundPage';
import posts from 'virtual:content/posts';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { fill } from '../lib/format';
import { PostList } from '../renderers/PostList';
import { SectionHeading } from '../renderers/SectionHeading';
import { Component as NotFound } from './NotFoundPage';
import { BackLink } from '../ui/BackLink';

const postsTagged = (tag: string | undefined) => posts.filter((post) => tag && post.tags.includes(tag));

export const handle: PageHandle = {
  meta: ({ tag }) => {
    const tagged = postsTagged(tag);
    if (tagged.length === 0 || !tag) return notFound.meta;
    return {
      title: fill(blog.tagPage.meta.title, { tag }),
      description: fill(blog.tagPage.meta.description, { tag }),
      // The posts arrive newest first, so the first one tells when the list last changed.
      modified: tagged[0].date,
    };
  },
};

/** The posts that carry one tag, newest first, at /blog/tag/<tag>. */
export function Component() {
  const { tag } = useParams();
  const tagged = postsTagged(tag);
  if (tagged.length === 0 || !tag) return <NotFound />;
  return (
    <div className="container page">
      <BackLink link={blog.backLink} />
      <SectionHeading level={1} heading={fill(blog.tagPage.heading, { tag })} />
      <PostList posts={tagged} copy={blog} locale={site.locale} draftLabel={blog.draftLabel} />
    </div>
  );
}
