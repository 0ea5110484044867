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

/** The escapes of the control characters that have a short one. */
const SHORT_ESCAPES: Readonly<Record<number, string>> = { 0x09: '\\t', 0x0a: '\\n', 0x0d: '\\r' };

/**
 * Whether a terminal or a log would act on a character rather than show it: a control character
 * (ESC and CSI start escape sequences that clear the screen or move the cursor; a line break starts a
 * line of its own, which CI reads as a command if it starts with `::`), a line or paragraph
 * separator, or a bidirectional control, which reorders the text shown after it.
 */
const actedOn = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029 ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/**
 * Text from a file's name or content as the check prints it: each character a terminal or a CI log
 * would act on is written as a visible escape (`\x1b`, `\n`, `\u202e`), so a file named to clear
 * the screen or to fake a line of the log shows its name, on the one line of its problem. Every
 * other character, a backslash included, is printed as it is. It reads each character once.
 */
export function printable(text: string): string {
  let result = '';
  let from = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (!actedOn(code)) continue;
    const hex = code.toString(16).padStart(code < 0x100 ? 2 : 4, '0');
    result += text.slice(from, index) + (SHORT_ESCAPES[code] ?? (code < 0x100 ? `\\x${hex}` : `\\u${hex}`));
    from = index + 1;
  }
  return from === 0 ? text : result + text.slice(from);
}

/**
 * One line per problem, which editors can click in a terminal: `file:line:col  field: message`,
 * with the file's name, the field and the message (which quotes the content) made printable.
 */
export function formatProblem(problem: Problem): string {
  const where = `${printable(problem.file)}:${problem.line}:${problem.column}`;
  const message = printable(problem.message);
  return problem.path ? `${where}  ${printable(problem.path)}: ${message}` : `${where}  ${message}`;
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

/**
 * The same problem as a GitHub Actions annotation, which marks the line in a pull request's diff: made
 * printable as the problem's own line is, then escaped as GitHub reads a workflow command.
 */
export function githubAnnotation(problem: Problem): string {
  const message = printable(problem.path ? `${problem.path}: ${problem.message}` : problem.message);
  return `::error file=${escapeProperty(printable(problem.file))},line=${problem.line},col=${problem.column},title=Content problem::${escapeData(message)}`;
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
