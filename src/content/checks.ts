import type { CollectionName, Content } from '../../schemas';
import { postPath } from '../route-table';
import { changeHistoryIssues } from './legal-changes';
import { bodyLinks, brokenLinkMessage, linksIn, linkTargets, type PublishContext } from './links';
import type { ReadFile, SourceFile } from './load';
import { locateValue } from './locate';
import { privacyPolicyProblems } from './privacy-checks';
import { formatPath, type Problem } from './problem';

type Sources = Record<CollectionName, SourceFile | SourceFile[]>;

function problemAt(source: SourceFile, path: PropertyKey[], message: string): Problem {
  return { file: source.file, ...locateValue(source.parsed, path), path: formatPath(path), message };
}

/** The page each single markdown file becomes, where a bare #section in its body leads. */
const MARKDOWN_PAGES: Partial<Record<CollectionName, string>> = {
  privacyPolicy: '/privacypolicy',
  terms: '/terms',
  aboutPage: '/about',
};

/** Links in the YAML fields named `to` or `href`, and in markdown bodies, that lead nowhere. */
function linkProblems(
  content: Partial<Content>,
  readFiles: Record<CollectionName, ReadFile[]>,
  context: PublishContext,
): Problem[] {
  const problems: Problem[] = [];
  const targets = linkTargets(content, context);
  for (const [name, files] of Object.entries(readFiles) as [CollectionName, ReadFile[]][]) {
    for (const { file, parsed, body, id } of files) {
      // The links of a file with a problem of its own are checked too, straight from its YAML.
      if (parsed) {
        for (const [path, link] of linksIn(parsed.data)) {
          const message = brokenLinkMessage(link, targets);
          if (message) problems.push({ file, ...locateValue(parsed, path), path: formatPath(path), message });
        }
      }
      if (body) {
        const ownPage = id === undefined ? MARKDOWN_PAGES[name] : postPath(id);
        for (const { link, line, column } of bodyLinks(body.text)) {
          const message = brokenLinkMessage(link, targets, ownPage);
          if (message) problems.push({ file, line: body.line + line - 1, column, path: 'body', message });
        }
      }
    }
  }
  return problems;
}

/** A check across files or entries, run once every collection it reads is valid. */
interface Check {
  needs: readonly CollectionName[];
  run(content: Content, sources: Sources, context: PublishContext): Problem[];
}

/** Finds entries of a list that share a value which must be unique, such as two plans with one id. */
function duplicates<T>(
  source: SourceFile,
  items: readonly T[],
  field: string,
  what: string,
  key: (item: T) => string,
): Problem[] {
  const seen = new Map<string, number>();
  return items.flatMap((item, index) => {
    const value = key(item);
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, index);
      return [];
    }
    const { line } = locateValue(source.parsed, [first, field]);
    return [problemAt(source, [index, field], `${what} "${value}" is already used on line ${line}; each must be different`)];
  });
}

function legalDateCheck(name: 'privacyPolicy' | 'terms'): Check {
  return {
    needs: [name],
    run(content, sources, { today }) {
      const source = sources[name] as SourceFile;
      const problems: Problem[] = [];
      if (content[name].lastUpdated > today) {
        problems.push(
          problemAt(
            source,
            ['lastUpdated'],
            `${content[name].lastUpdated} is in the future; write the day the text last changed, today at the latest (${today})`,
          ),
        );
      }
      for (const issue of changeHistoryIssues(content[name])) {
        problems.push(problemAt(source, issue.path, issue.message));
      }
      return problems;
    },
  };
}

const checks: Check[] = [
  {
    needs: ['plans'],
    run(content, sources) {
      const plans = sources.plans as SourceFile;
      const featured = content.plans.flatMap((plan, index) => (plan.featured ? [index] : []));
      const problems = featured
        .slice(1)
        .map((index) =>
          problemAt(
            plans,
            [index, 'featured'],
            `only one plan can be featured, and ${content.plans[featured[0]].name} already is; remove this line`,
          ),
        );
      if (featured.length === 0) {
        problems.push(
          problemAt(plans, [], 'no plan has "featured: true"; mark exactly one plan, usually the Most Popular one'),
        );
      }
      return [...problems, ...duplicates(plans, content.plans, 'id', 'the id', (plan) => plan.id)];
    },
  },
  {
    needs: ['servers'],
    run: (content, sources) =>
      duplicates(sources.servers as SourceFile, content.servers, 'code', 'the country code', (server) => server.code),
  },
  {
    needs: ['platforms'],
    run: (content, sources) =>
      duplicates(sources.platforms as SourceFile, content.platforms, 'title', 'the platform', (p) => p.title),
  },
  legalDateCheck('privacyPolicy'),
  legalDateCheck('terms'),
  {
    needs: ['site', 'privacyPolicy'],
    run: (content, sources) => privacyPolicyProblems(content.site, sources.privacyPolicy as SourceFile),
  },
];

/**
 * The checks that need more than one file, or more than one entry of a list: links that lead
 * nowhere, duplicate entries, exactly one featured plan, and dates that are not yet. Each runs as
 * soon as the files it reads are valid, so one broken file does not hide the others' problems.
 */
export function crossCheck(
  content: Partial<Content>,
  sources: Partial<Sources>,
  readFiles: Record<CollectionName, ReadFile[]>,
  context: PublishContext,
): Problem[] {
  const problems = linkProblems(content, readFiles, context);
  for (const check of checks) {
    if (check.needs.every((name) => content[name] !== undefined)) {
      problems.push(...check.run(content as Content, sources as Sources, context));
    }
  }
  return problems;
}
