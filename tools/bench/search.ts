import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Language } from '../../schemas';
import {
  manifestPath,
  SECTION_GROUP,
  sectionFilePath,
  shardPath,
  type SectionFile,
} from '../../shared/search/index-format';
import { buildIndex, type IndexedPage, type LanguageIndex } from '../../pipeline/search/search-index';
import { generatePosts } from './generated-posts';
import { askQuestions, loadQuestions, shares, type Question, type Ranked } from './search-ranking';
import { median } from './stats';

/**
 * The search's figures for `npm run bench`, per language: how often the question sets' pages come
 * first and in the top three, the script the search page loads (gzip), the index bytes one query
 * fetches (gzip, each file as a compressing host sends it: the manifest, the query's shards and the
 * files of the results shown) at the site's size and with 5,000 generated posts added to the index,
 * and the time from the last keystroke to results in Chromium at 4× CPU slowdown.
 */

/** The posts the large index holds, as the issue asks. */
export const LARGE_POSTS = 5000;
/** The CPU slowdown the timing runs at, Lighthouse's mobile preset's. */
const CPU_SLOWDOWN = 4;

export interface SearchFigures {
  tag: string;
  questions: number;
  top1: number;
  top3: number;
  scriptGzip: number;
  bytes: { median: number; max: number };
  largeBytes: { median: number; max: number };
  /** Milliseconds, median and slowest over the questions; none when no browser ran. */
  keystrokeMs?: { median: number; max: number };
}

const gzipBytes = (text: string) => gzipSync(text).length;

const spread = (values: number[]) => ({ median: median(values), max: Math.max(...values) });

/** The bytes each question fetched: each file gzipped, as a compressing host sends it. */
const bytesFetched = (ranked: readonly Ranked[]) =>
  ranked.map(({ files }) => files.reduce((total, text) => total + gzipBytes(text), 0));

/** The index's files as a map from address, for an index held in memory. */
function filesOf(index: LanguageIndex, tag: string): Map<string, string> {
  const files = new Map<string, string>([[manifestPath(tag), JSON.stringify(index.manifest)]]);
  index.shards.forEach((shard, n) => files.set(shardPath(tag, n), JSON.stringify(shard)));
  const grouped = new Map<string, SectionFile>();
  for (const [n, section] of index.sections) {
    const file = sectionFilePath(tag, n);
    grouped.set(file, { ...grouped.get(file), [n]: section });
  }
  for (const [file, held] of grouped) files.set(file, JSON.stringify(held));
  return files;
}

/** The generated posts as pages to index, cut at their headings as the prerender's would be. */
function generatedPages(base: string): IndexedPage[] {
  return generatePosts(LARGE_POSTS).map((post) => {
    const body = post.markdown.replace(/^---[\s\S]*?---/, '');
    const [intro, ...parts] = body.split(/^## /m);
    return {
      url: `${base}/blog/${post.id}`,
      kind: 'posts',
      title: post.title,
      sections: [
        { heading: '', text: intro.trim() },
        ...parts.map((part) => {
          const [heading, ...rest] = part.split('\n');
          return { anchor: heading.toLowerCase().replace(/\W+/g, '-'), heading, text: rest.join(' ').trim() };
        }),
      ],
    };
  });
}

/** The gzipped script the search page of a language loads: its module scripts and their preloads. */
async function scriptBytes(outDir: string, searchFile: string): Promise<number> {
  const html = await readFile(path.join(outDir, searchFile), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
  ].map(([, src]) => path.resolve(path.dirname(path.join(outDir, searchFile)), src));
  let total = 0;
  for (const file of new Set(files)) total += gzipBytes(await readFile(file, 'utf8'));
  return total;
}

const FORM = '[role="search"][data-search-manifest]';

/** Types each question into the search page at 4× CPU slowdown and reads how long its results took. */
async function keystrokeTimes(origin: string, chromePath: string, url: string, questions: Question[]) {
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${url}`);
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const box = page.getByRole('searchbox');
    await box.waitFor();
    const times: number[] = [];
    // The first question warms the page up (the manifest, the engine's compiler) and is not counted.
    for (const [n, question] of [questions[0], ...questions].entries()) {
      await box.fill('');
      await page.locator(`${FORM}:not([data-search-query])`).waitFor({ state: 'attached' });
      await box.pressSequentially(question.q);
      // The results of this very query: those of a keystroke before it carry another.
      const answered = page.locator(`${FORM}[data-search-query=${JSON.stringify(question.q)}]`);
      await answered.waitFor({ state: 'attached' });
      const ms = Number(await answered.getAttribute('data-search-ms'));
      if (n > 0) times.push(ms);
    }
    return spread(times);
  } finally {
    await browser.close();
  }
}

export interface SearchBenchInput {
  outDir: string;
  languages: readonly Language[];
  /** Where the built folder is served, for the timing; none to skip it. */
  origin?: string;
  chromePath?: string;
}

export async function measureSearch(input: SearchBenchInput): Promise<SearchFigures[]> {
  const [source] = input.languages;
  const figures: SearchFigures[] = [];
  for (const language of input.languages) {
    const tag = language.tag;
    const base = tag === source.tag ? '' : `/${tag}`;
    const questions = await loadQuestions(tag);
    const fromFolder = (url: string) => readFile(path.join(input.outDir, url), 'utf8');
    const site = await askQuestions(fromFolder, tag, base, questions);
    // The large index: the site's own pages of this language, read back from its section files, and 5,000 posts.
    const manifest = JSON.parse(await fromFolder(manifestPath(tag))) as { sections: number };
    const sitePages = new Map<string, IndexedPage>();
    for (let group = 0, found = 0; found < manifest.sections; group++) {
      const text = await fromFolder(sectionFilePath(tag, group * SECTION_GROUP)).catch(() => undefined);
      if (text === undefined) continue;
      for (const section of Object.values(JSON.parse(text) as SectionFile)) {
        found++;
        const [url, anchor] = section.url.split('#');
        const page = sitePages.get(url) ?? { url, kind: section.kind, title: section.title, sections: [] };
        page.sections.push({ ...(anchor && { anchor }), heading: section.heading, text: section.text });
        sitePages.set(url, page);
      }
    }
    const large = filesOf(buildIndex([...sitePages.values(), ...generatedPages(base)]), tag);
    const largeRun = await askQuestions(async (url) => large.get(url)!, tag, base, questions);
    const searchUrl = `${base}/search`;
    const { top1, top3 } = shares(site);
    figures.push({
      tag,
      questions: questions.length,
      top1,
      top3,
      scriptGzip: await scriptBytes(input.outDir, `${searchUrl.slice(1)}/index.html`),
      bytes: spread(bytesFetched(site)),
      largeBytes: spread(bytesFetched(largeRun)),
      ...(input.origin &&
        input.chromePath && {
          keystrokeMs: await keystrokeTimes(input.origin, input.chromePath, searchUrl, questions),
        }),
    });
  }
  return figures;
}
