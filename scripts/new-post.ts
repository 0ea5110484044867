/**
 * `npm run new:post -- "Title"`: creates `content/blog/<slug>.md` with valid front matter, today's
 * date and `draft: true`, so the post shows in `npm run dev` and stays out of the built site until
 * the editor removes that line. `--root DIR` writes into DIR's `content/` instead of this project's.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPost } from '../pipeline/editors/new-post';

const { values, positionals } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: true });
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
const title = positionals.join(' ');
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
