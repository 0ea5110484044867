import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import { collections } from '../../schemas';
import { CONTENT_DIR } from '../content/list-files';
import { slugify } from '../content/slug';
import { todayIso } from '../content/store';
import { insideFolder } from '../inside-folder';

/** The text of a new post: front matter that passes the check, and a line saying what to do next. */
export function newPostText(title: string, today: string): string {
  return [
    '---',
    `title: ${stringify(title, { lineWidth: 0 }).trimEnd()}`,
    `date: ${today}`,
    'summary: One or two sentences about the post, shown on the blog list.',
    'tags: [news]',
    'draft: true',
    '---',
    '',
    'Write the post here, in markdown. Remove the line "draft: true" above to publish it.',
    '',
  ].join('\n');
}

/** Creates the post file under `root` and returns its path from the root; refuses to overwrite one. */
export async function createPost(root: string, title: string, today = todayIso()): Promise<string> {
  const slug = slugify(title);
  if (!slug)
    throw new Error('The title needs at least one letter or digit, for example: npm run new:post -- "Hello"');
  const folder = path.posix.join(CONTENT_DIR, collections.posts.folder);
  const file = path.posix.join(folder, `${slug}.md`);
  // The slug is made of letters, digits and dashes; the folder is confirmed free of links as well.
  const target = insideFolder(root, folder, `${slug}.md`);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    await writeFile(target, newPostText(title.trim(), today), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Error(`${file} already exists; choose another title, or edit that file`);
    }
    throw error;
  }
  return file;
}
