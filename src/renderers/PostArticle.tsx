import { ArrowLeft, ArrowRight } from 'lucide-react';
import { InternalLink } from '../ui/InternalLink';
import type { BlogPage, EntryPage, PageLink } from '../../schemas';
import { formatDate } from '../lib/format';
import { useSourceLanguage } from '../lib/locale';
import { fillPlaceholders } from '../../schemas/placeholders';
import { Badge } from '../ui/Badge';
import { BackLink } from '../ui/BackLink';
import { TagList } from './PostList';
import { Prose } from './Prose';
import './PostArticle.css';

/** The links to the posts published just before and just after this one, when there are any. */
function PostNav({ older, newer, copy }: { older?: PageLink; newer?: PageLink; copy: BlogPage['postNav'] }) {
  // The posts' titles are in the site's own language, which a translated page's nav says.
  const english = useSourceLanguage();
  if (!older && !newer) return null;
  return (
    <nav className="post-nav" aria-label={copy.label}>
      {older && (
        <InternalLink className="post-nav__link post-nav__link--previous" to={older.url} rel="prev">
          <span className="post-nav__direction">
            <ArrowLeft className="icon-directional" aria-hidden="true" size={16} />
            {copy.previous}
          </span>{' '}
          <span className="post-nav__title" {...english}>
            {older.label}
          </span>
        </InternalLink>
      )}
      {newer && (
        <InternalLink className="post-nav__link post-nav__link--next" to={newer.url} rel="next">
          <span className="post-nav__direction">
            {copy.next}
            <ArrowRight className="icon-directional" aria-hidden="true" size={16} />
          </span>{' '}
          <span className="post-nav__title" {...english}>
            {newer.label}
          </span>
        </InternalLink>
      )}
    </nav>
  );
}

/**
 * One blog post on its own page: title, date, reading time, tags and the body, then links to the
 * older and the newer post. The list runs newest first, so the older post follows this one.
 */
export function PostArticle({
  page,
  copy,
  locale,
}: {
  page: EntryPage<'posts'>;
  copy: Pick<BlogPage, 'tagsLabel' | 'backLink' | 'draftLabel' | 'readingTime' | 'postNav'>;
  locale: string;
}) {
  const post = page.entry;
  // A post is written in the site's own language and never translated; its page's words are.
  const english = useSourceLanguage();
  return (
    <div className="container container--narrow page">
      <BackLink link={copy.backLink} />
      <article className="post">
        <header className="post__header">
          <h1 {...english}>{post.title}</h1>
          <p className="post__meta" data-search-ignore="">
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
            <span className="post__reading-time">
              {fillPlaceholders(copy.readingTime, { minutes: post.minutes }, locale)}
            </span>
            {post.draft && <Badge tone="muted">{copy.draftLabel}</Badge>}
          </p>
          <TagList tags={page.groups.tag} label={copy.tagsLabel} />
        </header>
        <Prose html={post.html} {...english} />
      </article>
      <PostNav older={page.following} newer={page.preceding} copy={copy.postNav} />
    </div>
  );
}
