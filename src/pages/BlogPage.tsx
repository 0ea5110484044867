import blog from 'virtual:content/blogPage';
import posts from 'virtual:content/posts';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { PostList } from '../renderers/PostList';
import { SectionHeading } from '../renderers/SectionHeading';

// The posts arrive newest first, so the first one tells when the list last changed.
export const handle: PageHandle = { meta: () => ({ ...blog.meta, modified: posts[0]?.date }) };

export function Component() {
  return (
    <div className="container page">
      <SectionHeading level={1} heading={blog.heading} intro={blog.intro} />
      <PostList posts={posts} copy={blog} locale={site.locale} draftLabel={blog.draftLabel} />
    </div>
  );
}
