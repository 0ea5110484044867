import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fillPlaceholders } from '../schemas';
import { buildDay } from '../pipeline/content/build-day';
import { formatDate } from '../shared/dates';
import { unpackOfflineCopies, type OfflineCopy } from '../tools/test/offline-copies';
import { ensureTestBuild, testOfflineBuildDir } from '../tools/test/test-build';
import { content, languages } from './site-routes';

/**
 * The offline archives of the tests' sources (`npm run build:offline`), built only when the sources
 * change, and unpacked into a new temporary folder as a reader unpacks the one support sent them;
 * `remove` deletes the folder.
 */
export async function unpackedTestCopies(): Promise<{ copies: OfflineCopy[]; remove: () => Promise<void> }> {
  await ensureTestBuild(undefined, testOfflineBuildDir, { copy: 'offline' });
  const into = await mkdtemp(path.join(tmpdir(), 'masky-offline-'));
  const copies = await unpackOfflineCopies(
    testOfflineBuildDir,
    into,
    content.site,
    languages.map((each) => each.language),
  );
  return { copies, remove: () => rm(into, { recursive: true, force: true }) };
}

/**
 * What a page of an offline copy names and shows, read in the browser. It runs in the page, sent as
 * its source text by the engines' tests, so it uses nothing but the page's globals.
 */
export function offlinePageFacts() {
  const resolved = (value: string) => new URL(value, document.baseURI).href;
  const sources = [...document.querySelectorAll<HTMLElement>('img[srcset], source[srcset]')].flatMap(
    (element) =>
      (element.getAttribute('srcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean),
  );
  const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')];
  return {
    links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => link.href),
    resources: [
      ...[...document.querySelectorAll('link[href]')]
        .filter((link) => !/\b(canonical|alternate)\b/.test(link.getAttribute('rel') ?? ''))
        .map((link) => link.getAttribute('href')!),
      ...[...document.querySelectorAll('[src]')].map((element) => element.getAttribute('src')!),
      ...sources,
    ].map(resolved),
    feeds: [...document.querySelectorAll('link[rel="alternate"][type]')].map((link) =>
      resolved(link.getAttribute('href')!),
    ),
    // A block of data (an island's props, a page's structured data) is not run, so it is not counted.
    scripts: [...document.scripts].filter((script) => !/json/.test(script.type)).length,
    styled: stylesheets.length > 0 && stylesheets.every((link) => link.sheet !== null),
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    overflows: document.documentElement.scrollWidth > innerWidth,
    heading: document.querySelector('h1')?.textContent?.trim() ?? '',
    // The page's own footer is the last: an article may have one of its own before it.
    footer: [...document.querySelectorAll('footer')].at(-1)?.textContent?.replace(/\s+/g, ' ') ?? '',
  };
}

export type OfflinePageFacts = ReturnType<typeof offlinePageFacts>;

/** The sentence every page of a language's copy says in its footer: the day the copy was made. */
export function madeOnSentence(copy: OfflineCopy): string {
  const own = languages.find((each) => each.language.tag === copy.language.tag);
  if (!own) throw new Error(`No content in ${copy.language.tag}`);
  return fillPlaceholders(own.content.site.footer.offlineCopy, {
    date: formatDate(buildDay(), copy.language.locale),
  }).replace(/\s+/g, ' ');
}

/**
 * The home a language's copy sends its reader to from the start page at the folder's top, when its
 * pages are in a folder of their own (`fa/index.html`); none for the site's own language, whose home
 * is the top's `index.html`.
 */
export function startPageOf(copy: OfflineCopy): string | undefined {
  const home = `${copy.language.tag}/index.html`;
  return copy.files.has(home) ? home : undefined;
}

/**
 * Reads an offline copy as a reader does: opens its first page from the folder, follows every link
 * that stays in the folder, and reads each page it reaches once. Gives what is wrong, page by page
 * (a link or a picture the folder lacks, a script, a stylesheet that did not load, a page wider than
 * the window, the wrong language or direction, a footer that does not say when the copy was made),
 * and every page it could not reach from the first.
 */
export async function walkOfflineCopy(
  copy: OfflineCopy,
  read: (url: string) => Promise<OfflinePageFacts>,
): Promise<string[]> {
  const problems: string[] = [];
  const inFolder = (url: string): string | undefined => {
    const address = new URL(url);
    if (address.protocol !== 'file:') return undefined;
    address.hash = '';
    address.search = '';
    return path.relative(copy.folder, fileURLToPath(address)).split(path.sep).join('/');
  };
  const sentence = madeOnSentence(copy);
  // A language in a folder of its own opens on its start page, which sends the reader on to the
  // folder's home at once (`startPageOf`): the walk starts there.
  const home = startPageOf(copy) ?? 'index.html';
  const queue = [home];
  const seen = new Set([...queue, 'index.html']);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const facts = await read(pathToFileURL(path.join(copy.folder, file)).href);
    const say = (problem: string) => problems.push(`${file}: ${problem}`);
    if (facts.scripts > 0)
      say(`holds ${facts.scripts} script(s), which a page read from a folder cannot run`);
    if (!facts.styled) say('its stylesheet did not load');
    if (facts.overflows) say('is wider than the window');
    if (!facts.heading) say('has no heading');
    if (facts.lang !== copy.language.tag) say(`is marked lang="${facts.lang}"`);
    if (facts.dir !== copy.language.dir) say(`is marked dir="${facts.dir}"`);
    if (!facts.footer.includes(sentence)) say(`its footer does not say "${sentence}"`);
    for (const url of [...facts.links, ...facts.resources, ...facts.feeds]) {
      if (!url.startsWith('file:')) continue;
      const target = inFolder(url)!;
      if (target.startsWith('..')) say(`names ${url}, outside the copy's folder`);
      else if (!copy.files.has(target)) say(`names ${target}, which the copy does not hold`);
      else if (target.endsWith('.html') && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  for (const file of copy.files)
    if (file.endsWith('.html') && !seen.has(file)) problems.push(`${file}: no link leads to it`);
  return problems;
}
