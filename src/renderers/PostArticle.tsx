import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogPage, Post } from '../../schemas';
import { fill, formatDate } from '../lib/format';
import { readingMinutes } from '../lib/reading-time';
import { postPath } from '../route-table';
import { Badge } from '../ui/Badge';
import { TagList } from './PostList';
import { Prose } from './Prose';
import { BackLink } from '../ui/BackLink';

/** A post next to the one shown: enough to link to it by its title. */
type Neighbour = Pick<Post, 'id' | 'title'>;

/** The links to the posts published just before and just after this one, when there are any. */
export function PostNav({
  previous,
  next,
  copy,
}: {
  previous?: Neighbour;
  next?: Neighbour;
  copy: BlogPage['postNav'];
}) {
  if (!previous && !next) return null;
  return (
    <nav className="post-nav" aria-label={copy.label}>
      {previous && (
        <Link className="post-nav__link post-nav__link--previous" to={postPath(previous.id)} rel="prev">
          <span className="post-nav__direction">
            <ArrowLeft aria-hidden="true" size={16} />
            {copy.previous}
          </span>{' '}
          <span className="post-nav__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link className="post-nav__link post-nav__link--next" to={postPath(next.id)} rel="next">
          <span className="post-nav__direction">
            {copy.next}
            <ArrowRight aria-hidden="true" size={16} />
          </span>{' '}
          <span className="post-nav__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

/**
 * One blog post on its own page: title, date, reading time, tags and the body, then links to the
 * older and the newer post.
 */
export function PostArticle({
  post,
  previous,
  next,
  copy,
  locale,
}: {
  post: Post;
  /** The post published before this one, if any. */
  previous?: Neighbour;
  /** The post published after this one, if any. */
  next?: Neighbour;
  copy: Pick<BlogPage, 'tagsLabel' | 'backLink' | 'draftLabel' | 'readingTime' | 'postNav'>;
  locale: string;
}) {
  return (
    <div className="container container--narrow page">
      <BackLink link={copy.backLink} />
      <article className="post">
        <header className="post__header">
          <h1>{post.title}</h1>
          <p className="post__meta">
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            <span className="post__reading-time">
              {fill(copy.readingTime, { minutes: readingMinutes(post.html) })}
            </span>
            {post.draft && <Badge tone="muted">{copy.draftLabel}</Badge>}
          </p>
          <TagList tags={post.tags} label={copy.tagsLabel} />
        </header>
        <Prose html={post.html} />
      </article>
      <PostNav previous={previous} next={next} copy={copy.postNav} />
    </div>
  );
}
