import path from 'node:path';
import { loadContent } from '../src/content/load';
import { formatProblem } from '../src/content/problem';
import { sitePaths } from '../src/prerender';

const loaded = await loadContent({ root: path.resolve(import.meta.dirname, '..') });
if (!loaded.content) {
  const problems = loaded.problems.map(formatProblem).join('\n');
  throw new Error(`The content has problems, so the browser tests cannot list the pages:\n${problems}`);
}

/** Every page the build writes, listed from the same content and route table the prerender uses. */
export const siteRoutes: string[] = sitePaths(loaded.content.posts);

/** An address no page answers, to reach the not-found page. */
export const MISSING_ROUTE = '/no-such-page';
