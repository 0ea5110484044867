import {
  hostInLinkMessage,
  registry,
  type CheckIssue,
  type CollectionName,
  type EntryCheck,
  type UniqueField,
} from '../../schemas';
import { isSiteImage, type MarkdownImage } from '../../shared/markdown';
import { brokenLinkMessage, linkTargets, ownPageOf, type PublishContext } from './links';
import { locateValue } from './yaml/locate';
import { formatPath, type Problem } from './problem';
import type { EntryFile } from './source-file';

function problemOf(source: EntryFile, issue: CheckIssue): Problem {
  if (issue.path[0] === 'body' && source.kind === 'markdown' && source.body) {
    return {
      file: source.file,
      line: source.body.line + (issue.bodyLine ?? 1) - 1,
      column: issue.bodyColumn ?? 1,
      path: 'body',
      message: issue.message,
    };
  }
  const where = source.parsed ? locateValue(source.parsed, issue.path) : { line: 1, column: 1 };
  return { file: source.file, ...where, path: formatPath(issue.path), message: issue.message };
}

/** Finds items of a list that share a value which must be unique, such as two plans with one id. */
function duplicates(source: EntryFile, field: string, what: string): Problem[] {
  if (!Array.isArray(source.data) || !source.parsed) return [];
  const seen = new Map<string, number>();
  return source.data.flatMap((item: Record<string, unknown>, index) => {
    const value = String(item[field]);
    const first = seen.get(value);
    if (first === undefined) {
      seen.set(value, index);
      return [];
    }
    const { line } = locateValue(source.parsed!, [first, field]);
    return [
      problemOf(source, {
        path: [index, field],
        message: `${what} "${value}" is already used on line ${line}; each must be different`,
      }),
    ];
  });
}

function collectionProblems(
  source: EntryFile,
  valid: ReadonlyMap<CollectionName, unknown>,
  today: string,
): Problem[] {
  const definition = registry[source.collection];
  const problems: Problem[] = [];
  const { unique = [], checks = [] } = definition as {
    unique?: readonly UniqueField[];
    checks?: readonly EntryCheck<unknown>[];
  };
  for (const { field, what } of unique) problems.push(...duplicates(source, field, what));
  for (const check of checks) {
    const needs = (check.needs ?? []) as CollectionName[];
    // A rule that reads another file waits until that file is valid, so one mistake is reported once.
    if (!needs.every((name) => valid.has(name))) continue;
    const content = Object.fromEntries(needs.map((name) => [name, valid.get(name)]));
    // A list kept in one file, such as the plans, is checked as the list itself.
    const entry = Array.isArray(source.data)
      ? source.data
      : { ...(source.data as object), body: source.kind === 'markdown' ? source.body?.text : undefined };
    problems.push(
      ...check
        .run(entry as never, { today, content, id: source.id })
        .map((issue) => problemOf(source, issue)),
    );
  }
  return problems;
}

/** A picture from another site would learn who reads the page; one without a description shuts people out. */
export function imageProblem(image: MarkdownImage): string | undefined {
  // The site's own pictures are named from its root, so the address works on every page.
  if (!isSiteImage(image.href) || !image.href.startsWith('/'))
    return `the picture ${image.href} is not on this site, and the page would show only its description: add it to public/media/ (the editor's Media tab does it) and write its address as /media/<file name>`;
  if (image.alt.trim() === '')
    return `the picture ${image.href} has no description: write what it shows between the brackets, such as ![A map of the server locations](${image.href}), for people who cannot see it`;
  return undefined;
}

function linkProblems(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  context: PublishContext,
  versionsOf?: (collection: CollectionName) => string[],
): Problem[] {
  const problems: Problem[] = [];
  const targets = linkTargets(byCollection, context, versionsOf);
  for (const sources of byCollection.values()) {
    for (const source of sources) {
      if (source.parsed) {
        for (const [path, link] of source.dataLinks ?? []) {
          // A field's link that could name a host is refused by the schema of its field, which says why.
          if (hostInLinkMessage(link)) continue;
          const message = brokenLinkMessage(link, targets);
          if (message) {
            problems.push({
              file: source.file,
              ...locateValue(source.parsed, path),
              path: formatPath(path),
              message,
            });
          }
        }
      }
      if (source.kind === 'markdown' && source.body && source.markdown) {
        const ownPage = ownPageOf(source);
        for (const { href, line, column } of source.markdown.links) {
          const message = brokenLinkMessage(href, targets, ownPage);
          if (message)
            problems.push({
              file: source.file,
              line: source.body.line + line - 1,
              column,
              path: 'body',
              message,
            });
        }
        for (const image of source.markdown.images) {
          const message = imageProblem(image);
          if (message)
            problems.push({
              file: source.file,
              line: source.body.line + image.line - 1,
              column: image.column,
              path: 'body',
              message,
            });
        }
      }
    }
  }
  return problems;
}

/** Each check across files runs once the files it reads are valid, so one broken file hides no others. */
export function crossCheck(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  context: PublishContext,
  versionsOf?: (collection: CollectionName) => string[],
): Problem[] {
  const valid = new Map<CollectionName, unknown>();
  for (const [name, sources] of byCollection) {
    if (registry[name].kind === 'single' && sources[0]?.data !== undefined) valid.set(name, sources[0].data);
  }
  const problems = linkProblems(byCollection, context, versionsOf);
  for (const sources of byCollection.values()) {
    for (const source of sources) {
      if (source.data !== undefined) problems.push(...collectionProblems(source, valid, context.today));
    }
  }
  return problems;
}
