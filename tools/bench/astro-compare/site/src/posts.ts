import { getCollection } from 'astro:content';
import settings from './bench-settings.json';

export const PAGE_SIZE = settings.pageSize;

// The site's own language has no prefix; each other language's pages are the same blog under its
// tag, /fa/blog and so on, as the site writes them (its posts are not translated, so each language
// shows the same posts).
export const LANGUAGES: (string | undefined)[] = [undefined, ...settings.languages];

/** The prefix of a language's addresses: none for the site's own, `/fa` for Persian. */
export const base = (lang: string | undefined) => (lang ? `/${lang}` : '');

// The same posts in the same order as the site's blog: drafts and posts dated after today left out,
// newest first, and posts of one day in the order of their file names.
export async function sortedPosts() {
  const now = new Date();
  const posts = await getCollection('blog', (post) => !post.data.draft && post.data.date <= now);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}
