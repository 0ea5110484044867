/** One thing wrong in a content file, pinned to the place an editor has to change. */
export interface Problem {
  /** From the project's root, such as content/blog/hello.md. */
  file: string;
  line: number;
  column: number;
  /** The field, such as tags[1] or hero.bullets[0]; empty for a problem with the whole file. */
  path: string;
  message: string;
}

/** A problem with the whole file's text, before any YAML is read: its line, column and message. */
export type TextProblem = Omit<Problem, 'file' | 'path'>;

export { formatPath } from '../../schemas/field-path';

/** One line per problem, which editors can click in a terminal: `file:line:col  field: message`. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return problem.path ? `${where}  ${problem.path}: ${problem.message}` : `${where}  ${problem.message}`;
}

// Plain character order, so a report reads the same on every machine whatever its language settings.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Orders problems by file, then by position, so a report reads top to bottom. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      compare(a.file, b.file) || a.line - b.line || a.column - b.column || compare(a.message, b.message),
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The line that ends a check: `2 problems in 1 file, 23 files checked`. */
export function summarize(problems: readonly Problem[], filesChecked: number): string {
  const files = new Set(problems.map((problem) => problem.file)).size;
  const checked = `${plural(filesChecked, 'file')} checked`;
  return problems.length === 0
    ? `No problems, ${checked}`
    : `${plural(problems.length, 'problem')} in ${plural(files, 'file')}, ${checked}`;
}

// GitHub reads a workflow command up to the first line break and splits its properties at commas
// and colons, so those characters are written as percent escapes.
const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** The same problem as a GitHub Actions annotation, which marks the line in a pull request's diff. */
export function githubAnnotation(problem: Problem): string {
  const message = problem.path ? `${problem.path}: ${problem.message}` : problem.message;
  return `::error file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.column},title=Content problem::${escapeData(message)}`;
}

/** Everything a content check prints; with `ci`, a GitHub annotation after each problem as well. */
export function reportLines(problems: readonly Problem[], filesChecked: number, ci = false): string[] {
  const lines = sortProblems(problems).flatMap((problem) =>
    ci ? [formatProblem(problem), githubAnnotation(problem)] : [formatProblem(problem)],
  );
  return [...lines, summarize(problems, filesChecked)];
}

/**
 * An error that carries every problem found, thrown by the build and shown by the dev server. Given
 * the number of files checked, its message is exactly what `npm run check:content` prints.
 */
export class ContentError extends Error {
  constructor(
    readonly problems: Problem[],
    filesChecked?: number,
    options: { ci?: boolean } = {},
  ) {
    const lines =
      filesChecked === undefined
        ? [...sortProblems(problems).map(formatProblem), plural(problems.length, 'problem')]
        : reportLines(problems, filesChecked, options.ci);
    super(lines.join('\n'));
    this.name = 'ContentError';
  }
}
