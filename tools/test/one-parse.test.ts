import MarkdownIt from 'markdown-it';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentByKey } from '../../pipeline/content/content-by-key';
import { loadContent, type LoadResult } from '../../pipeline/content/store';
import { feedSources, versionFeedSources } from '../../pipeline/feeds/feeds';
import type { ServerEntry } from '../../shared/server-entry';
import entry from '../../src/entry-server';
import { writeGeneratedPosts } from '../bench/generated-posts';
import { copyContent } from './project-copy';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** Every text markdown-it parses while `run` runs, in order, whichever instance parses it. */
async function parsesDuring<T>(run: () => Promise<T> | T): Promise<{ texts: string[]; value: T }> {
  const texts: string[] = [];
  const { parse } = MarkdownIt.prototype;
  MarkdownIt.prototype.parse = function (this: MarkdownIt, text: string, env: unknown) {
    texts.push(text);
    return parse.call(this, text, env);
  };
  try {
    return { texts, value: await run() };
  } finally {
    MarkdownIt.prototype.parse = parse;
  }
}

/** The texts parsed more than once. */
function twice(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => seen.has(text) || (seen.add(text), false));
}

/**
 * Everything the build makes from the content before it draws a page: the content with every body,
 * every page's data in every language (the legal texts' versions and their histories included),
 * and the feeds. The prerender's workers are handed these values and nothing else.
 */
async function everythingBuilt(root: string): Promise<{ result: LoadResult; data: ContentByKey }> {
  const result = await loadContent({ root });
  expect(result.problems).toEqual([]);
  const data = new ContentByKey(result.content!, result.versions, result.languages);
  for (const key of [...data.keys()]) data.get(key);
  feedSources(result.content!);
  versionFeedSources(result.content!, result.versions ?? new Map());
  return { result, data };
}

/**
 * How many markdown bodies a build holds: at least every markdown file the store read as one (each
 * entry, each translation, each legal text), and at most that and every recorded version of a
 * legal text, which the build parses unless its wording is the text's own as it stands.
 */
function bodyCount({ files, versions }: LoadResult): { least: number; most: number; versions: string[] } {
  // A recorded version is a markdown file too, kept as text and parsed as a version, not as a body.
  const bodies = files.filter((file) => file.endsWith('.md') && !file.includes('/legal/versions/'));
  const versionTexts = [
    ...new Set([...(versions ?? new Map()).values()].flat().map((version) => version.text)),
  ];
  return { least: bodies.length, most: bodies.length + versionTexts.length, versions: versionTexts };
}

describe('one parse of each markdown body', () => {
  let copy: string;

  beforeAll(async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'one-parse-'));
    await copyContent(copy);
    await writeGeneratedPosts(path.join(copy, 'content/blog'), 1000);
  }, 60_000);

  afterAll(async () => {
    await rm(copy, { recursive: true, force: true });
  });

  for (const [name, root] of [
    ['the site', () => projectRoot],
    ['a copy with 1,000 more posts', () => copy],
  ] as const) {
    it(`parses each body of ${name} once, and no text twice`, async () => {
      const { texts, value } = await parsesDuring(() => everythingBuilt(root()));
      // Translations without a body of their own each parse an empty text; any other text is one body's.
      expect(twice(texts.filter((text) => text.trim() !== ''))).toEqual([]);
      // Each markdown file once, and each legal version once, unless it is worded as its text is now
      // and takes the text's own parse.
      const count = bodyCount(value.result);
      expect(texts.length).toBeGreaterThanOrEqual(count.least);
      expect(texts.length).toBeLessThanOrEqual(count.most);
      for (const text of count.versions) expect(texts.filter((parsed) => parsed === text)).toHaveLength(1);
    }, 60_000);
  }

  it('draws one page of each kind in each language without parsing any body', async () => {
    const { data } = await everythingBuilt(projectRoot);
    const server: ServerEntry = entry;
    const kinds = new Map<string, string>();
    for (const address of data.addresses)
      kinds.set(`${address.collection} ${address.language ?? ''}`, address.url);
    const { texts } = await parsesDuring(async () => {
      for (const url of kinds.values()) await server.render(url, data.lookup(url));
    });
    expect(texts).toEqual([]);
  }, 60_000);
});
