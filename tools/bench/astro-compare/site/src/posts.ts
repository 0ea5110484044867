import { getCollection } from 'astro:content';
import settings from './bench-settings.json';

export const PAGE_SIZE = settings.pageSize;

// The same posts in the same order as the site's blog: drafts and posts dated after today left out,
// newest first, and posts of one day in the order of their file names.
export async function sortedPosts() {
  const now = new Date();
  const posts = await getCollection('blog', (post) => !post.data.draft && post.data.date <= now);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}
