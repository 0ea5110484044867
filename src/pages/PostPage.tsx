import { useParams } from 'react-router-dom';
import blog from 'virtual:content/blogPage';
import notFound from 'virtual:content/notFoundPage';
import posts from 'virtual:content/posts';
import site from 'virtual:content/site';
import type { PageHandle } from '../layout/meta';
import { PostArticle } from '../renderers/PostArticle';
import { Component as NotFound } from './NotFoundPage';

const findPost = (id: string | undefined) => posts.find((post) => post.id === id);

export const handle: PageHandle = {
  meta: (params) => {
    const post = findPost(params.id);
    return post ? { title: `${post.title} | ${site.product}`, description: post.summary } : notFound.meta;
  },
};

export function Component() {
  const post = findPost(useParams().id);
  if (!post) return <NotFound />;
  return <PostArticle post={post} copy={blog} locale={site.locale} />;
}
