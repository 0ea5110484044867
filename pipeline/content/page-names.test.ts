import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LineCounter, parse, parseDocument, type Document, type Node } from 'yaml';
import { collections, onePageOf, registry, type Collection, type Language } from '../../schemas';
import { copyContent } from '../../tools/test/project-copy';
import { formatProblem, sortProblems } from './problem';
import { loadContent } from './store';

/**
 * The rule that the search and the footer name a page alike, as an editor meets it: a copy of the
 * real content, with names of the test's own written into it, and the lines the content check
 * prints, both places included. Which page, and which language, are read from the content.
 */

const SITE = 'site.yaml';
const SEARCH = collections.searchPage.file;
const MESSAGE = (page: string, word: string, label: string) =>
  `the search calls the page ${page} "${word}", but the footer's link to it says "${label}"; a reader who meets two names for one page wonders whether they are two pages: write the same name in both places (their letter case may differ)`;

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((root) => rm(root, { recursive: true, force: true })));
});

async function project(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'page-names-'));
  made.push(root);
  await copyContent(root);
  return root;
}

const read = async (root: string, file: string) => readFile(path.join(root, 'content', file), 'utf8');

/** Changes one content file as an editor would, keeping the rest of it as it is. */
async function edit(root: string, file: string, change: (document: Document) => void): Promise<void> {
  const document = parseDocument(await read(root, file));
  change(document);
  await writeFile(path.join(root, 'content', file), document.toString());
}

/** Where the value at `at` is written in a file, as `line:column`, by the YAML library's own count. */
async function placeOf(root: string, file: string, at: (string | number)[]): Promise<string> {
  const lines = new LineCounter();
  const document = parseDocument(await read(root, file), { lineCounter: lines });
  const { line, col } = lines.linePos((document.getIn(at, true) as Node).range![0]);
  return `${line}:${col}`;
}

async function printed(root: string): Promise<string[]> {
  const { problems } = await loadContent({ root });
  return sortProblems(problems).map(formatProblem);
}

/** A page that the search names by a kind of one page and the footer links, and where each names it. */
async function namedPage(root: string): Promise<{ kind: string; page: string; link: number }> {
  const { kinds } = parse(await read(root, SEARCH)) as { kinds: Record<string, string> };
  const { footer } = parse(await read(root, SITE)) as { footer: { links: { to: string }[] } };
  const all: Readonly<Record<string, Collection>> = registry;
  for (const kind of Object.keys(kinds)) {
    const page = Object.hasOwn(all, kind) ? onePageOf(all[kind]) : undefined;
    const link = footer.links.findIndex((each) => each.to === page);
    if (page && link !== -1) return { kind, page, link };
  }
  throw new Error('no page is named by both the search and the footer');
}

/** The first of the site's other languages, as content/languages.yaml lists them. */
async function translated(root: string): Promise<string> {
  const [, other] = parse(await read(root, collections.languages.file)) as Language[];
  return other.tag;
}

describe('the search and the footer name a page alike', () => {
  it('in English: a different name is a problem of the search page that names the footer’s link too', async () => {
    const root = await project();
    const { kind, page, link } = await namedPage(root);
    await edit(root, SEARCH, (search) => search.setIn(['kinds', kind], 'Test record'));
    await edit(root, SITE, (site) => site.setIn(['footer', 'links', link, 'label'], 'Test Report'));
    const search = await placeOf(root, SEARCH, ['kinds', kind]);
    const footer = await placeOf(root, SITE, ['footer', 'links', link, 'label']);
    expect(await printed(root)).toEqual([
      `content/${SEARCH}:${search}  kinds.${kind}: ${MESSAGE(page, 'Test record', 'Test Report')} (content/${SITE}:${footer} footer.links[${link}].label)`,
    ]);
  });

  it('in English: the same name in another letter case is one name', async () => {
    const root = await project();
    const { kind, link } = await namedPage(root);
    await edit(root, SEARCH, (search) => search.setIn(['kinds', kind], 'Test report'));
    await edit(root, SITE, (site) => site.setIn(['footer', 'links', link, 'label'], 'Test Report'));
    expect(await printed(root)).toEqual([]);
  });

  it('in a translation: the words it lays over the English are held to the same rule, in its own files', async () => {
    const root = await project();
    const { kind, page, link } = await namedPage(root);
    const tag = await translated(root);
    const search = `translations/${tag}/${SEARCH}`;
    const site = `translations/${tag}/${SITE}`;
    await edit(root, search, (each) => each.setIn(['kinds', kind], 'Test record, translated'));
    await edit(root, site, (each) =>
      each.setIn(['footer', 'links', link, 'label'], 'Test report, translated'),
    );
    const at = await placeOf(root, search, ['kinds', kind]);
    const footer = await placeOf(root, site, ['footer', 'links', link, 'label']);
    expect(await printed(root)).toEqual([
      `content/${search}:${at}  kinds.${kind}: ${MESSAGE(page, 'Test record, translated', 'Test report, translated')} (content/${site}:${footer} footer.links[${link}].label)`,
    ]);
  });

  it('in a translation: a language that has not translated both files yet is not held to it', async () => {
    const root = await project();
    const { kind, link } = await namedPage(root);
    const tag = await translated(root);
    const search = `translations/${tag}/${SEARCH}`;
    const site = `translations/${tag}/${SITE}`;
    // The footer in the language's own words beside the search's English words.
    const noSearch = await project();
    await rm(path.join(noSearch, 'content', search));
    await edit(noSearch, site, (each) =>
      each.setIn(['footer', 'links', link, 'label'], 'Test report, translated'),
    );
    expect(await printed(noSearch)).toEqual([]);
    // And the search in the language's own words beside the footer's English words.
    await rm(path.join(root, 'content', site));
    await edit(root, search, (each) => each.setIn(['kinds', kind], 'Test record, translated'));
    expect(await printed(root)).toEqual([]);
  });
});
