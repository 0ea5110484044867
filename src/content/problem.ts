/** One thing wrong in a content file, pinned to the place an editor has to change. */
export interface Problem {
  /** The file's path from the project's root, such as content/blog/hello.md. */
  file: string;
  /** 1-based line of the value at fault. */
  line: number;
  /** 1-based column of the value at fault. */
  column: number;
  /** The field, such as tags[1] or hero.bullets[0]; empty for a problem with the whole file. */
  path: string;
  /** What is wrong and what to type instead, in plain words. */
  message: string;
}

/** Writes a field path the way an editor reads it: `hero.bullets[2]`, `[0].code`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** One line per problem, which editors can click in a terminal: `file:line:col  field: message`. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  return problem.path ? `${where}  ${problem.path}: ${problem.message}` : `${where}  ${problem.message}`;
}

/** Orders problems by file, then by position, so a report reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** An error that carries every problem found, thrown by the build and shown by the dev server. */
export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    const lines = sortProblems(problems).map(formatProblem);
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`The content has ${count}:\n${lines.join('\n')}`);
    this.name = 'ContentError';
  }
}
