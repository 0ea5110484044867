import { Link } from 'react-router-dom';
import type { BlogPage, Post } from '../../schemas';
import { formatDate } from '../lib/format';
import { postPath, tagPath } from '../route-table';
import { Badge } from '../ui/Badge';

/** A post's tags as a list read aloud with a label, each tag a link to the posts that share it. */
export function TagList({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag tag--link" to={tagPath(tag)}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The blog's posts as cards, newest first: title, date, summary, tags and a Read More link. */
export function PostList({
  posts,
  copy,
  locale,
  draftLabel,
}: {
  posts: Post[];
  copy: Pick<BlogPage, 'readMore' | 'tagsLabel'>;
  locale: string;
  draftLabel: string;
}) {
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.id} className="card post-card">
          <article aria-labelledby={`post-${post.id}`}>
            <p className="post-card__meta">
              <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
              {post.draft && <Badge tone="muted">{draftLabel}</Badge>}
            </p>
            <h2 id={`post-${post.id}`} className="post-card__title">
              <Link to={postPath(post.id)}>{post.title}</Link>
            </h2>
            <p>{post.summary}</p>
            <TagList tags={post.tags} label={copy.tagsLabel} />
            <Link className="read-more" to={postPath(post.id)}>
              {copy.readMore} <span className="visually-hidden">{post.title}</span>
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
