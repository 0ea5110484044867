import path from 'node:path';
import { ContentModules } from '../build/content/modules';
import { formatProblem } from '../build/content/problem';
import { loadContent } from '../build/content/store';
import type { Content } from '../schemas';

const loaded = await loadContent({ root: path.resolve(import.meta.dirname, '..') });
if (!loaded.content)
  throw new Error(`The content has problems:\n${loaded.problems.map(formatProblem).join('\n')}`);

/** The content the browser tests' build publishes, placeholders filled, for tests to read their copy from. */
export const content: Content = loaded.content;

/** Every recorded version of each legal text, newest first, with its wording, placeholders filled. */
export const versions = loaded.versions!;

/** Every page the build writes, listed from the same content and registry the prerender uses. */
export const siteRoutes: string[] = new ContentModules(content, loaded.versions).addresses.map(
  (address) => address.url,
);

/** An address no page answers, to reach the not-found page. */
export const MISSING_ROUTE = '/no-such-page';

/** Escapes a text for use inside a regular expression, to match copy read from the content. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
