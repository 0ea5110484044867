import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, fillPlaceholders, type CollectionName, type Content } from '../../schemas';
import { formatDate } from '../../shared/dates';
import { buildSite } from '../build';
import { plainWords } from '../../shared/markdown';
import { loadContent, todayIso } from '../content/store';
import { sentenceDiff, type PublishedVersion } from '../content/versions';
import { recordNewWording } from '../../tools/test/legal-version';
import { copyProject } from '../../tools/test/project-copy';
import { squash, visibleText } from '../../tools/test/site-copy';
import { isEditorPage } from '../cms/pages';

/**
 * The legal texts' versions as the built site publishes them: a copy of the project in which an
 * editor rewords a sentence of the terms and records it, built as it would be deployed. What the
 * pages must show is read from the content and its recorded versions, never written here.
 */

const TERMS = 'content/legal/terms.md';
const NOTE = 'The test reworded a sentence of the terms.';
const FEED = '/legal/feed.xml';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (_name, jpath) => ['feed.entry', 'feed.entry.link', 'feed.link'].includes(String(jpath)),
});

describe('the legal texts’ versions in the built site', () => {
  let project: Awaited<ReturnType<typeof copyProject>>;
  let out: string;
  let content: Content;
  let versions: ReadonlyMap<CollectionName, PublishedVersion[]>;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');
  const page = (url: string) => read(`${url.slice(1)}/index.html`);
  const historyPath = (name: 'privacyPolicy' | 'terms') => collections[name].versions.history.path;

  beforeAll(async () => {
    project = await copyProject();
    out = path.join(project.dir, 'out');
    const terms = path.join(project.dir, TERMS);
    const text = await readFile(terms, 'utf8');
    // One word of the terms' last paragraph becomes another, as an editor rewords a sentence.
    const body = text.slice(text.indexOf('\n---\n') + 5);
    const paragraph = body.trimEnd().split('\n\n').at(-1)!;
    const word = /\b\p{Ll}{4,}\b/u.exec(paragraph)![0];
    await writeFile(terms, text.replace(paragraph, paragraph.replace(word, 'testword')));
    await recordNewWording(project.dir, TERMS, NOTE);
    // The test reads the public site alone, so the hosted editor, most of a build's time, is left out.
    await buildSite(project.dir, out, { editor: false });
    const loaded = await loadContent({ root: project.dir });
    content = loaded.content!;
    versions = loaded.versions!;
  }, 180_000);

  afterAll(async () => {
    await project?.remove();
  });

  /** The sentences a version removed and added, from the version before it. */
  const changedSentences = (name: CollectionName, index: number) => {
    const list = versions.get(name)!;
    const parts = sentenceDiff(list[index + 1].words, list[index].words);
    return {
      removed: parts.filter((part) => part.removed).map((part) => squash(part.text)),
      added: parts.filter((part) => part.added).map((part) => squash(part.text)),
    };
  };

  it('lists each version of the privacy policy with its day and note, and marks the sample change', async () => {
    const html = parse(await page(historyPath('privacyPolicy')));
    const list = versions.get('privacyPolicy')!;
    expect(list.length).toBeGreaterThan(1);
    const articles = html.querySelectorAll('main article');
    expect(articles.map((article) => squash(article.querySelector('h2')!.text))).toEqual(
      list.map((version) => formatDate(version.date, content.site.locale)),
    );
    list.forEach((version, index) => expect(squash(articles[index].text)).toContain(squash(version.note)));
    const { removed, added } = changedSentences('privacyPolicy', 0);
    expect(removed.length).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThan(0);
    const marked = (tag: string) =>
      articles[0]
        .querySelectorAll(tag)
        .map((mark) => squash(mark.text))
        .join(' ');
    for (const sentence of removed) expect(marked('del')).toContain(sentence);
    for (const sentence of added) expect(marked('ins')).toContain(sentence);
    expect(squash(articles.at(-1)!.text)).toContain(content.legalPage.history.firstVersion);
  });

  it('shows the editor’s new version of the terms first, with the reworded sentence marked', async () => {
    const html = parse(await page(historyPath('terms')));
    const [newest] = html.querySelectorAll('main article');
    expect(squash(newest.querySelector('h2')!.text)).toBe(formatDate(todayIso(), content.site.locale));
    expect(squash(newest.text)).toContain(NOTE);
    expect(squash(newest.text)).toContain(content.legalPage.history.inForce);
    const { removed, added } = changedSentences('terms', 0);
    expect(newest.querySelectorAll('del').map((mark) => squash(mark.text))).toEqual(
      removed.map((sentence) => `${content.legalPage.history.removed} ${sentence}`),
    );
    expect(newest.querySelectorAll('ins').map((mark) => squash(mark.text))).toEqual(
      added.map((sentence) => `${content.legalPage.history.added} ${sentence}`),
    );
    expect(added.join(' ')).toContain('testword');
  });

  it('gives every version of both texts a page with its whole wording; only the text in force is indexed', async () => {
    for (const name of ['privacyPolicy', 'terms'] as const) {
      for (const version of versions.get(name)!) {
        const url = `${historyPath(name)}/${version.name}`;
        const html = await page(url);
        const text = visibleText(html);
        for (const block of plainWords(version.text).split('\n')) expect(text, url).toContain(squash(block));
        expect(html, url).toContain('<meta name="robots" content="noindex" />');
        expect(text, url).toContain(
          fillPlaceholders(content.legalPage.versionPage.heading, {
            document: content[name].title,
            date: formatDate(version.date, content.site.locale),
          }),
        );
      }
    }
    expect(await page('/terms')).not.toContain('noindex');
  });

  it('announces every version of both texts in a valid Atom feed', async () => {
    const xml = await read(FEED.slice(1));
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parser.parse(xml);
    const site = content.site.siteUrl;
    const settings = content.legalPage.versionsFeed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${site}${FEED}`);
    expect(feed.title).toBe(settings.title);
    expect(feed.author.name).toBe(content.site.product);
    expect(feed.link).toContainEqual({ '@rel': 'self', '@href': `${site}${FEED}` });
    const all = (['privacyPolicy', 'terms'] as const).flatMap((name) =>
      versions.get(name)!.map((version) => ({ name, version })),
    );
    const newest = all
      .map(({ version }) => version.date)
      .sort()
      .at(-1)!;
    expect(feed.updated).toBe(`${newest}T00:00:00.000Z`);
    const entries: {
      id: string;
      title: { '#text': string; '@type': string };
      updated: string;
      link: { '@href': string }[];
    }[] = feed.entry;
    expect(entries.map((entry) => entry.updated)).toEqual(
      [...entries.map((entry) => entry.updated)].sort().reverse(),
    );
    expect(entries.map((entry) => entry.link[0]['@href']).sort()).toEqual(
      all.map(({ name, version }) => `${site}${historyPath(name)}/${version.name}`).sort(),
    );
    for (const { name, version } of all) {
      const url = `${site}${historyPath(name)}/${version.name}`;
      const entry = entries.find((candidate) => candidate.id === url)!;
      expect(entry, url).toBeDefined();
      expect(entry.updated).toBe(`${version.date}T00:00:00.000Z`);
      expect(entry.title['#text']).toBe(
        fillPlaceholders(settings.entryTitle, {
          document: content[name].title,
          date: formatDate(version.date, content.site.locale),
        }),
      );
    }
  });

  it('links to the feed from the head of every page', async () => {
    const files = (await readdir(out, { recursive: true })).filter(
      (file) => file.endsWith('.html') && !isEditorPage(file),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      // Each page names the feed relative to its own file, which resolves to the one feed.
      const link = parse(await read(file))
        .querySelectorAll('head link[rel="alternate"]')
        .find(
          (each) => new URL(each.getAttribute('href') ?? '', `http://site.test/${file}`).pathname === FEED,
        );
      expect(link?.getAttribute('type'), file).toBe('application/atom+xml');
      expect(link?.getAttribute('title'), file).toBe(content.legalPage.versionsFeed.title);
    }
  });
});
