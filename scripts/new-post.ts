/**
 * `npm run new:post -- "Title"`: creates `content/blog/<slug>.md` with valid front matter, today's
 * date and `draft: true`, so the post shows in `npm run dev` and stays out of the built site until
 * the editor removes that line. `--root DIR` writes into DIR's `content/` instead of this project's.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { collections } from '../schemas';
import { CONTENT_DIR } from '../src/content/consts';
import { todayIso } from '../src/content/load';
import { slugify } from '../src/content/slug';

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
  const file = path.posix.join(CONTENT_DIR, collections.posts.source.folder, `${slug}.md`);
  await mkdir(path.join(root, path.dirname(file)), { recursive: true });
  try {
    await writeFile(path.join(root, file), newPostText(title.trim(), today), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new Error(`${file} already exists; choose another title, or edit that file`);
    }
    throw error;
  }
  return file;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const rootFlag = args.indexOf('--root');
  const root = path.resolve(rootFlag >= 0 ? args[rootFlag + 1] : path.join(import.meta.dirname, '..'));
  const title = args
    .filter((_, index) => rootFlag < 0 || (index !== rootFlag && index !== rootFlag + 1))
    .join(' ');
  if (!title.trim()) {
    console.error('Give the post a title: npm run new:post -- "My first post"');
    process.exit(1);
  }
  try {
    const file = await createPost(root, title);
    console.log(`Created ${file}: a draft dated today. Run npm run dev to see it, marked Draft.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
