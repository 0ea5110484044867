import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registry } from '../../schemas';
import { fillPath } from '../../shared/paths';

/** A post of a test's own, in a copy of the project's content, and what its body links. */
export interface LinkingPost {
  id: string;
  /** The post's own page, such as `/blog/<id>`. */
  url: string;
  /** A page of the site the body links, as written: from the site's root. */
  page: string;
  /** The id of the body's heading, which it links as a part of itself. */
  part: string;
  /** The picture of the media folder the body shows, as written. */
  picture: string;
}

/**
 * Writes into the copy of the project's content at `dir` (tools/test/project-copy.ts) a post whose
 * body links a page of the site, a part of itself and a picture of the media folder, each from the
 * site's root as an editor writes them, so that a test can see how each page writes them. Its front
 * matter is an existing post's, with a title of the test's own, so no sentence of content/ is pinned.
 */
export async function writeLinkingPost(dir: string): Promise<LinkingPost> {
  const posts = registry.posts;
  const linked = registry.downloadPage;
  if (posts.kind !== 'folder' || !posts.entry || linked.kind !== 'single' || !linked.page)
    throw new Error('the registry should give posts their pages, and the download page its address');
  const blog = path.join(dir, 'content', posts.folder);
  const [model] = (await readdir(blog)).filter((file) => file.endsWith('.md')).sort();
  const text = await readFile(path.join(blog, model), 'utf8');
  const frontMatter = text
    .slice(0, text.indexOf('\n---', 3))
    .split('\n')
    .filter((line) => !line.startsWith('draft:'))
    .map((line) => (line.startsWith('title:') ? 'title: Addresses as each page writes them' : line))
    .join('\n');
  const [media] = (await readdir(path.join(dir, 'public', 'media'))).sort();
  const post = {
    id: 'addresses-as-each-page-writes-them',
    page: linked.page.path,
    part: 'a-part-of-the-test',
    picture: `/media/${media}`,
  };
  const body = `## A part of the test\n\n[A page](${post.page}), [a part](#${post.part}) and ![A picture](${post.picture}).\n`;
  await writeFile(path.join(blog, `${post.id}.md`), `${frontMatter}\n---\n\n${body}`);
  return { ...post, url: fillPath(posts.entry.path, { id: post.id }) };
}
