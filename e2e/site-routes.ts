import path from 'node:path';
import { matchPath } from 'react-router-dom';
import { ContentByKey } from '../pipeline/content/content-by-key';
import { routeDefinitions } from '../pipeline/content/route-table';
import { formatProblem } from '../pipeline/content/problem';
import { loadContent } from '../pipeline/content/store';
import type { Content } from '../schemas';
import { relativeAddress } from '../shared/paths';

const loaded = await loadContent({ root: path.resolve(import.meta.dirname, '..') });
if (!loaded.content)
  throw new Error(`The content has problems:\n${loaded.problems.map(formatProblem).join('\n')}`);

/** The content the browser tests' build publishes, placeholders filled, for tests to read their copy from. */
export const content: Content = loaded.content;

/** Every recorded version of each legal text, newest first, with its wording, placeholders filled. */
export const versions = loaded.versions!;

/** Every page the build writes, listed from the same content and registry the prerender uses. */
export const siteRoutes: string[] = new ContentByKey(content, loaded.versions).addresses.map(
  (address) => address.url,
);

/** The site's languages, its own first, each with its content and how each translated file keeps up. */
export const languages = loaded.languages!;

/** Every page the build writes in every language, as the prerender lists them. */
export const allAddresses = new ContentByKey(content, loaded.versions, languages).addresses;

/**
 * One address of each kind of page (the home page, a post, a tag, a legal text's history, …) in a
 * language, by the route pattern it matches: enough to see every page's words and layout in it.
 */
export function pageKinds(tag: string): string[] {
  const patterns = routeDefinitions().map((route) => route.path);
  const seen = new Set<string>();
  return allAddresses
    .filter((address) => (address.language ?? languages[0].language.tag) === tag)
    .filter((address) => {
      // A page in another language names the page of the site's own language it renders.
      const pattern = patterns.find((candidate) => matchPath(candidate, address.source ?? address.url));
      if (!pattern || seen.has(pattern)) return false;
      seen.add(pattern);
      return true;
    })
    .map((address) => address.url);
}

/**
 * `items` cut into runs of at most `size`, in order, of near-equal lengths. A browser test that checks
 * many pages loads a run of them into one tab, which costs less than a new browser context for each
 * page, and the runs still spread over Playwright's workers.
 */
export function inRuns<T>(items: readonly T[], size: number): T[][] {
  const count = Math.ceil(items.length / size);
  const runs: T[][] = [];
  for (let index = 0; index < count; index += 1)
    runs.push(
      items.slice(
        Math.round((index * items.length) / count),
        Math.round(((index + 1) * items.length) / count),
      ),
    );
  return runs;
}

/** An address no page answers, to reach the not-found page. */
export const MISSING_ROUTE = '/no-such-page';

/** Escapes a text for use inside a regular expression, to match copy read from the content. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a link to a page of the site lands, from the site's root: pages link each other by their
 * folders (shared/paths.ts), so /support is /support/, with the slash hosts redirect to, /#pricing
 * stays /#pricing, and no address names index.html.
 */
export const landsAt = (url: string) => {
  const landed = new URL(relativeAddress(url, '/'), 'http://site.test/');
  return `${landed.pathname}${landed.search}${landed.hash}`;
};

/** The href a link to `url` (an address from the site's root) has on the page at `from`. */
export const hrefOn = (url: string, from: string) => relativeAddress(url, from);
