import {
  hostInLinkMessage,
  registry,
  type CheckIssue,
  type CollectionName,
  type EntryCheck,
  type UniqueField,
} from '../../schemas';
import { isSiteImage, type MarkdownImage } from '../../shared/markdown';
import { MEDIA } from '../../shared/media';
import { closest } from './format-issues';
import { brokenLinkMessage, linkTargets, ownPageOf, type PublishContext } from './links';
import { locateValue } from './yaml/locate';
import { formatPath, type Problem } from './problem';
import type { EntryFile, TranslationFile } from './source-file';

/** A file whose data a collection's checks read: an English file, or a translation laid over one. */
type CheckedFile = EntryFile | TranslationFile;

/** Where another file's field is, as `file:line:column`, for a problem that concerns two files. */
type Elsewhere = (also: NonNullable<CheckIssue['also']>) => string | undefined;

/** Where a field of the data is written: a translated list keeps its items under `items`. */
function placeOf(source: CheckedFile, path: readonly PropertyKey[]): { line: number; column: number } {
  if (!source.parsed) return { line: 1, column: 1 };
  const written = source.kind === 'translation' && Array.isArray(source.data) ? ['items', ...path] : path;
  return locateValue(source.parsed, written);
}

/** A field of another file, as a problem names it: `file:line:column path`. */
function fieldAt(source: CheckedFile, path: readonly PropertyKey[]): string | undefined {
  if (!source.parsed) return undefined;
  const { line, column } = placeOf(source, path);
  return `${source.file}:${line}:${column} ${formatPath(path)}`;
}

function problemOf(source: CheckedFile, issue: CheckIssue, elsewhere?: Elsewhere): Problem {
  const other = issue.also && elsewhere?.(issue.also);
  if (other) return problemOf(source, { ...issue, also: undefined, message: `${issue.message} (${other})` });
  const body = source.kind === 'markdown' || source.kind === 'translation' ? source.body : undefined;
  if (issue.path[0] === 'body' && body) {
    return {
      file: source.file,
      line: body.line + (issue.bodyLine ?? 1) - 1,
      column: issue.bodyColumn ?? 1,
      path: 'body',
      message: issue.message,
    };
  }
  return {
    file: source.file,
    ...placeOf(source, issue.path),
    path: formatPath(issue.path),
    message: issue.message,
  };
}

/** What a check reads of a file: a list kept in one file, such as the plans, as the list itself. */
function entryOf(source: CheckedFile): unknown {
  if (Array.isArray(source.data)) return source.data;
  const body = source.kind === 'markdown' || source.kind === 'translation' ? source.body?.text : undefined;
  return { ...(source.data as object), body };
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
  elsewhere: Elsewhere,
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
    problems.push(
      ...check
        .run(entryOf(source) as never, { today, content, id: source.id })
        .map((issue) => problemOf(source, issue, elsewhere)),
    );
  }
  return problems;
}

/**
 * A picture from another site would learn who reads the page; one without a description shuts
 * people out; one the media folder does not hold would show as its description alone. `pictures`
 * holds the address of every file of the media folder, those with problems of their own included,
 * whose problems then say what is wrong with them.
 */
export function imageProblem(image: MarkdownImage, pictures: ReadonlySet<string>): string | undefined {
  // The site's own pictures are named from its root, so the address works on every page.
  if (!isSiteImage(image.href) || !image.href.startsWith('/'))
    return `the picture ${image.href} is not on this site, and the page would show only its description: add it to ${MEDIA.folder}/ (the editor's Media tab does it) and write its address as ${MEDIA.publicPath}/<file name>`;
  if (image.alt.trim() === '')
    return `the picture ${image.href} has no description: write what it shows between the brackets, such as ![A map of the server locations](${image.href}), for people who cannot see it`;
  if (!pictures.has(image.href)) {
    // Names are compared without the folder they share, which would make any two look alike.
    const folder = `${MEDIA.publicPath}/`;
    const names = [...pictures].map((address) => address.slice(folder.length));
    const near = image.href.startsWith(folder) ? closest(image.href.slice(folder.length), names) : undefined;
    const suggestion = near && `${folder}${near}`;
    return `there is no picture ${image.href} in ${MEDIA.folder}/${suggestion ? ` (did you mean ${suggestion}?)` : ''}: add it there (the editor's Media tab does it), or correct the address`;
  }
  return undefined;
}

function linkProblems(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  context: PublishContext & { pictures: ReadonlySet<string> },
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
          const message = imageProblem(image, context.pictures);
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
  context: PublishContext & { pictures: ReadonlySet<string> },
  versionsOf?: (collection: CollectionName) => string[],
): Problem[] {
  const valid = new Map<CollectionName, unknown>();
  for (const [name, sources] of byCollection) {
    if (registry[name].kind === 'single' && sources[0]?.data !== undefined) valid.set(name, sources[0].data);
  }
  const elsewhere: Elsewhere = ({ collection, path }) => {
    const other = byCollection.get(collection as CollectionName)?.[0];
    return other && fieldAt(other, path);
  };
  const problems = linkProblems(byCollection, context, versionsOf);
  for (const sources of byCollection.values()) {
    for (const source of sources) {
      if (source.data !== undefined)
        problems.push(...collectionProblems(source, valid, context.today, elsewhere));
    }
  }
  return problems;
}

/**
 * The rules that hold in every language (`inEachLanguage`), run again on each file a language
 * translates, laid over its English, with the files each rule reads as that language has them: its
 * translation, or the English of a file no language translates (such as the languages). A rule runs
 * in a language only where the language translates every such file it reads: one not translated yet
 * is shown in English, as its pages say, and a rule between two languages' words would find nothing
 * a translator could mend.
 */
export function checkEachLanguage(
  byCollection: ReadonlyMap<CollectionName, EntryFile[]>,
  translations: ReadonlyMap<string, ReadonlyMap<CollectionName, TranslationFile>>,
  today: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const own of translations.values()) {
    const inLanguage = (name: CollectionName): CheckedFile | undefined => {
      const definition = registry[name];
      if (definition.kind !== 'single') return undefined;
      return definition.translate === false ? byCollection.get(name)?.[0] : own.get(name);
    };
    const elsewhere: Elsewhere = ({ collection, path }) => {
      const other = inLanguage(collection as CollectionName);
      return other && fieldAt(other, path);
    };
    for (const [name, source] of own) {
      const { checks = [] } = registry[name] as { checks?: readonly EntryCheck<unknown>[] };
      for (const check of checks) {
        if (!check.inEachLanguage || source.data === undefined) continue;
        const needs = (check.needs ?? []) as CollectionName[];
        const read = needs.map((need) => inLanguage(need)?.data);
        if (read.some((data) => data === undefined)) continue;
        const content = Object.fromEntries(needs.map((need, index) => [need, read[index]]));
        problems.push(
          ...check
            .run(entryOf(source) as never, { today, content })
            .map((issue) => problemOf(source, issue, elsewhere)),
        );
      }
    }
  }
  return problems;
}
