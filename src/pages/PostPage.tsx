import { useParams } from 'react-router-dom';
import blog from 'virtual:content/blogPage';
import notFound from 'virtual:content/notFoundPage';
import posts from 'virtual:content/posts';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { PostArticle } from '../renderers/PostArticle';
import { Component as NotFound } from './NotFoundPage';

// The posts arrive newest first, so the one after a post in the list was published before it.
const findIndex = (id: string | undefined) => posts.findIndex((post) => post.id === id);

export const handle: PageHandle = {
  meta: (params) => {
    const post = posts[findIndex(params.id)];
    if (!post) return notFound.meta;
    return {
      title: `${post.title} | ${site.product}`,
      description: post.summary,
      modified: post.date,
      article: { published: post.date, tags: post.tags },
    };
  },
};

export function Component() {
  const index = findIndex(useParams().id);
  const post = posts[index];
  if (!post) return <NotFound />;
  return (
    <PostArticle
      post={post}
      previous={posts[index + 1]}
      next={index > 0 ? posts[index - 1] : undefined}
      copy={blog}
      locale={site.locale}
    />
  );
}
