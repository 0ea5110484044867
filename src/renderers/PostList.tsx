import { InternalLink } from '../ui/InternalLink';
import type { BlogPage, ListItem, PageLink } from '../../schemas';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { Badge } from '../ui/Badge';
import { CardGrid } from '../ui/CardGrid';
import './PostList.css';

/** A post's tags as a list read aloud with a label, each tag a link to the posts that share it. */
export function TagList({ tags, label }: { tags: PageLink[]; label: string }) {
  return (
    <ul className="tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.url}>
          <InternalLink className="tag tag--link" to={tag.url}>
            {tag.label}
          </InternalLink>
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
}: {
  posts: ListItem<'posts'>[];
  copy: Pick<BlogPage, 'readMore' | 'tagsLabel' | 'draftLabel'>;
  locale: string;
}) {
  // Entries are written in the site's own language and never translated; the list's own words are.
  const english = useSourceLanguage();
  return (
    <CardGrid className="post-list">
      {posts.map((post) => (
        <li key={post.id} className="card post-card">
          <article aria-labelledby={`post-${post.id}`}>
            <p className="post-card__meta">
              <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
              {post.draft && <Badge tone="muted">{copy.draftLabel}</Badge>}
            </p>
            <h2 id={`post-${post.id}`} className="card-grid__title" {...english}>
              <InternalLink to={post.url}>{post.title}</InternalLink>
            </h2>
            <p {...english}>{post.summary}</p>
            <TagList tags={post.groups.tag} label={copy.tagsLabel} />
            <InternalLink className="read-more" to={post.url}>
              {copy.readMore} <span className="visually-hidden">{post.title}</span>
            </InternalLink>
          </article>
        </li>
      ))}
    </CardGrid>
  );
}
