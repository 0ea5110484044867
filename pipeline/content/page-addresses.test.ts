import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../schemas';
import { entryKey, singleKey, versionKey } from '../../shared/content-keys';
import { localizedPath } from '../../shared/languages';
import { relativeAddress } from '../../shared/paths';
import { copyContent } from '../../tools/test/project-copy';
import { writeLinkingPost, type LinkingPost } from '../../tools/test/linking-post';
import { ContentByKey } from './content-by-key';
import { loadContent, type LanguageContent } from './store';

/**
 * The project's content, copied, with a post of the test's own whose body links a page, a part of
 * itself and a picture, each from the site's root: what a reader of each page that shows it sees.
 */
let dir: string;
let post: LinkingPost;
let data: ContentByKey;
let languages: LanguageContent[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'masky-content-by-key-'));
  await copyContent(dir);
  post = await writeLinkingPost(dir);
  const loaded = await loadContent({ root: dir });
  expect(loaded.problems).toEqual([]);
  languages = loaded.languages!;
  data = new ContentByKey(loaded.content!, loaded.versions, languages);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const bodyAt = (key: string, page?: string) =>
  (data.get(key, page) as { entry: { html: string } }).entry.html;
const href = (address: string) => `href="${address}"`;
/** The media folder as the page at `page` writes it, where the picture's copies are. */
const media = (page: string) =>
  relativeAddress(post.picture, page).slice(0, -path.posix.basename(post.picture).length);

describe('a body as the page that shows it writes it', () => {
  it('writes a post’s links and picture relative to the post’s page, as every other link of it', () => {
    const html = bodyAt(entryKey('posts', post.id), post.url);
    expect(html).toContain(href(relativeAddress(post.page, post.url)));
    expect(html).toContain(href(`#${post.part}`));
    expect(html).toContain(`srcset="${media(post.url)}`);
    // Every copy in every srcset, and the fallback's own address.
    expect(html).not.toMatch(/(?:href|src|srcset)="\/|, \//);
  });

  it('leads a post’s link to a page, on the post’s page in another language, to that page in that language', () => {
    const [source, other] = languages.map((each) => each.language);
    const page = localizedPath(post.url, other, source);
    const html = bodyAt(entryKey('posts', post.id), page);
    expect(html).toContain(href(relativeAddress(localizedPath(post.page, other, source), page)));
    expect(html).toContain(href(`#${post.part}`));
    expect(html).toContain(`srcset="${media(page)}`);
    expect(html).not.toMatch(/(?:href|src|srcset)="\/|, \//);
  });

  it('writes a translated page’s links to its pages in its language and relative to it', () => {
    const [source, other] = languages.map((each) => each.language);
    const definition = registry.aboutPage;
    const about = definition.kind === 'single' ? definition.page?.path : undefined;
    if (about === undefined) throw new Error('the registry should give the about page its address');
    const page = localizedPath(about, other, source);
    const key = singleKey('aboutPage', other.tag);
    // Without a page, the links are in the language and from the site's root, as written before.
    const written = (data.get(key) as { html: string }).html;
    const links = [...written.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]);
    const html = (data.get(key, page) as { html: string }).html;
    for (const link of links) expect(html).toContain(href(relativeAddress(link, page)));
    expect(html).not.toMatch(/href="\//);
  });

  it('hands a prerender worker each page’s body written for that page', () => {
    const [source, other] = languages.map((each) => each.language);
    const page = localizedPath(post.url, other, source);
    const key = entryKey('posts', post.id);
    expect(data.pageBody(page)).toEqual([key, data.get(key, page)]);
    expect(data.sharedKeys()).not.toContain(key);
    expect(data.pageBody(`${page}/index.html`)?.[1]).toEqual(data.get(key, page));
  });

  it('gives a translated entry’s page its own translation, and a version’s page in every language its version', () => {
    const [source, other] = languages.map((each) => each.language);
    const help = [...data.keys()].find(
      (key) => key.startsWith(`${other.tag}/help/`) && !key.includes('/page/'),
    );
    const id = help!.split('/').at(-1)!;
    expect(data.pageBody(localizedPath(`/help/${id}`, other, source))?.[0]).toBe(help);
    const version = data.addresses.find((address) => address.url.includes('/history/') && !address.language)!;
    const [name] = version.url.split('/').slice(-1);
    const key = [...data.keys()].find((each) => each.endsWith(versionKey('', name)))!;
    expect(data.pageBody(version.url)?.[0]).toBe(key);
    expect(data.pageBody(localizedPath(version.url, other, source))?.[0]).toBe(key);
  });

  it('keeps a body’s addresses from the site’s root where no page of the site is known', () => {
    const html = bodyAt(entryKey('posts', post.id));
    expect(html).toContain(href(post.page));
    expect(html).toContain(`srcset="${path.posix.dirname(post.picture)}/`);
    expect(bodyAt(entryKey('posts', post.id), '/404')).toBe(html);
  });
});
