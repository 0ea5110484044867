import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogPage, Post } from '../../schemas';
import { formatDate } from '../lib/format';
import { Badge } from '../ui/Badge';
import { TagList } from './PostList';
import { Prose } from './Prose';

/** One blog post on its own page: title, date, tags and the body. */
export function PostArticle({
  post,
  copy,
  locale,
}: {
  post: Post;
  copy: Pick<BlogPage, 'tagsLabel' | 'backLink' | 'draftLabel'>;
  locale: string;
}) {
  return (
    <article className="post container container--narrow page">
      <p>
        <Link className="back-link" to={copy.backLink.to}>
          <ArrowLeft aria-hidden="true" size={18} />
          {copy.backLink.label}
        </Link>
      </p>
      <header className="post__header">
        <h1>{post.title}</h1>
        <p className="post__meta">
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          {post.draft && <Badge tone="muted">{copy.draftLabel}</Badge>}
        </p>
        <TagList tags={post.tags} label={copy.tagsLabel} />
      </header>
      <Prose html={post.html} />
    </article>
  );
}
