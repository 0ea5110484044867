// @vitest-environment jsdom
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordNewWording } from '../../tools/test/legal-version';
import { unsafeMarkup } from '../../tools/test/unsafe-markup';
import { parseMarkdown, renderMarkdown } from '../../shared/markdown';
import { imageProblem } from '../content/checks';
import { brokenLinkMessage } from '../content/links';
import {
  ORDINARY_MARKDOWN,
  XSS_HOST_LINK_PAYLOADS,
  XSS_IMAGE_PAYLOADS,
  XSS_PAYLOADS,
  XSS_TITLE,
} from './xss-corpus';
import { isEditorPage } from '../cms/pages';

const root = path.resolve(import.meta.dirname, '../..');
// The site's own scripts, addressed from the page (../assets/…) or, on the not-found pages, from the root.
const SITE_SCRIPT = /^(?:\/|(?:\.\.\/)*)assets\/[\w-]+\.js$/;
const CORPUS_POST = 'xss-corpus';
const corpusBody = `${XSS_PAYLOADS.join('\n\n')}\n${ORDINARY_MARKDOWN}`;

// Nothing the build writes, nor anything private to a tool, belongs in the copy.
const leftOut = (name: string) =>
  name.startsWith('.') ||
  name.startsWith('dist') ||
  ['node_modules', 'test-results', 'playwright-report', 'coverage'].includes(name);

let scratch: string;
let out: string;

async function builtFiles(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((file) => file.endsWith(suffix)).map((file) => path.join(dir, file));
}

const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html');

// One real build of a copy of the project, with the corpus in a blog post and in the privacy policy.
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'masky-xss-'));
  const project = path.join(scratch, 'project');
  out = path.join(scratch, 'dist');
  await cp(root, project, {
    recursive: true,
    filter: (source) => !leftOut(path.relative(root, source).split(path.sep)[0]),
  });
  await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  await writeFile(
    path.join(project, 'content/blog', `${CORPUS_POST}.md`),
    [
      '---',
      `title: ${JSON.stringify(XSS_TITLE)}`,
      'date: 2025-01-01',
      `summary: ${JSON.stringify(XSS_TITLE)}`,
      'tags: [security]',
      '---',
      '',
      corpusBody,
    ].join('\n'),
  );
  await appendFile(path.join(project, 'content/legal/privacy-policy.md'), `\n## 10. Corpus\n\n${corpusBody}`);
  // The policy's wording is guarded: the corpus is published as a new version, as an editor would.
  await recordNewWording(project, 'content/legal/privacy-policy.md');
  // The test reads the public site alone, so the hosted editor, most of a build's time, is left out.
  await promisify(execFile)(
    process.execPath,
    ['scripts/run.mjs', 'scripts/build.ts', '--out', out, '--no-editor'],
    { cwd: project },
  );
}, 240_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe(`a build with ${XSS_PAYLOADS.length} XSS payloads in a blog post and the privacy policy`, () => {
  it('holds at least 20 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  // Reading two dozen pages into a DOM takes a few seconds.
  it(
    'writes pages with no script but the site’s own, no handler, no inline style and no dangerous address',
    { timeout: 60_000 },
    async () => {
      // The editor's two pages carry no content; they load the editor's own script.
      const pages = (await builtFiles(out, '.html')).filter(
        (file) => !isEditorPage(path.relative(out, file)),
      );
      expect(pages.length).toBeGreaterThan(10);
      for (const file of pages) {
        const findings = unsafeMarkup(await readFile(file, 'utf8'), SITE_SCRIPT);
        expect(findings, path.relative(out, file)).toEqual([]);
      }
    },
  );

  it('refuses pictures from elsewhere in the content check, and renders them as their words', () => {
    for (const payload of XSS_IMAGE_PAYLOADS) {
      const [image] = parseMarkdown(payload).images;
      expect(imageProblem(image, new Set()), payload).toContain('is not on this site');
      expect(unsafeMarkup(renderMarkdown(payload).html, SITE_SCRIPT), payload).toEqual([]);
    }
  });

  it('refuses links that a browser reads as another site in the content check, and renders them as their words', () => {
    for (const payload of XSS_HOST_LINK_PAYLOADS) {
      const [link] = parseMarkdown(payload).links;
      expect(brokenLinkMessage(link.href, new Map()), payload).toMatch(
        /so the link could lead to another site|which a browser reads as the address of another site/,
      );
      const words = /^\[([^\]]+)\]/.exec(payload)![1];
      expect(renderMarkdown(payload).html.trim(), payload).toBe(`<p><a>${words}</a></p>`);
    }
  });

  it('shows the raw HTML payloads as text on both pages', async () => {
    for (const page of [`blog/${CORPUS_POST}/index.html`, 'privacypolicy/index.html']) {
      const text = dom(await readFile(path.join(out, page), 'utf8')).body.textContent ?? '';
      expect(text, page).toContain('<script>alert(1)</script>');
      expect(text, page).toContain('<img src=x onerror=alert(1)>');
    }
    const post = dom(await readFile(path.join(out, `blog/${CORPUS_POST}/index.html`), 'utf8'));
    expect(post.querySelector('h1')?.textContent).toBe(XSS_TITLE);
    expect(post.title).toContain(XSS_TITLE);
  });

  it('keeps the words of a dropped link, without an address', async () => {
    const policy = dom(await readFile(path.join(out, 'privacypolicy/index.html'), 'utf8'));
    const links = [...policy.querySelectorAll('a')];
    for (const words of ['plain', 'mixed case', 'entity', 'vbscript', 'data', 'reference']) {
      const link = links.find((a) => a.textContent === words);
      expect(link, words).toBeDefined();
      expect(link?.hasAttribute('href'), words).toBe(false);
    }
    // An image from another host would tell it who reads the page: only its words remain.
    expect(policy.body.textContent).toContain('tracker');
    expect(policy.querySelector('img[alt="tracker"]')).toBeNull();
  });

  it('still renders ordinary markdown: emphasis, links, lists and tables', async () => {
    for (const page of [`blog/${CORPUS_POST}/index.html`, 'privacypolicy/index.html']) {
      const document = dom(await readFile(path.join(out, page), 'utf8'));
      const main = document.querySelector('main') as Element;
      expect(main.querySelector('em')?.textContent, page).toBe('emphasis');
      expect(main.querySelector('strong')?.textContent, page).toBe('strong words');
      // Links are written relative to the page; where one leads is its address resolved from the page's own.
      const inside = [...main.querySelectorAll('a')].find((a) => a.textContent === 'page of the site');
      expect(new URL(inside!.getAttribute('href')!, `https://site.test/${page}`).pathname, page).toBe(
        '/privacypolicy/',
      );
      const external = main.querySelector('a[href="https://github.com/lipis/flag-icons"]');
      expect(external?.getAttribute('rel'), page).toBe('noopener noreferrer');
      expect(
        [...main.querySelectorAll('ul li')].map((li) => li.textContent),
        page,
      ).toEqual(expect.arrayContaining(['first item', 'second item']));
      expect(
        [...main.querySelectorAll('ol li')].map((li) => li.textContent),
        page,
      ).toEqual(expect.arrayContaining(['step one', 'step two']));
      const cells = [...main.querySelectorAll('table th, table td')].map((cell) => cell.textContent);
      expect(cells, page).toEqual(
        expect.arrayContaining(['Column one', 'Column two', 'Cell one', 'Cell two']),
      );
    }
  });

  it('puts no unsafe markup in the HTML the blog feeds carry to feed readers', async () => {
    const feeds = await builtFiles(path.join(out, 'blog'), '.xml');
    expect(feeds.length).toBeGreaterThan(0);
    const parser = new XMLParser({ ignoreAttributes: false, textNodeName: '#text' });
    for (const file of feeds) {
      const feed = parser.parse(await readFile(file, 'utf8'));
      const entries: Record<string, unknown>[] = [feed.rss?.channel?.item ?? feed.feed?.entry ?? []].flat();
      const corpus = entries.filter((entry) => JSON.stringify(entry).includes(CORPUS_POST));
      expect(corpus, path.relative(out, file)).toHaveLength(1);
      // The fields a feed reader shows as HTML: RSS description and content:encoded, Atom summary and content.
      for (const field of ['description', 'content:encoded', 'summary', 'content']) {
        const value = corpus[0][field];
        if (value === undefined) continue;
        const html =
          typeof value === 'string' ? value : String((value as Record<string, unknown>)['#text'] ?? '');
        expect(unsafeMarkup(html), `${path.relative(out, file)} ${field}`).toEqual([]);
      }
    }
  });
});
