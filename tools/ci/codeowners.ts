/**
 * The review rules shipped with the repository (`CODEOWNERS`, which GitHub and GitLab both read at
 * the root): the files whose every change needs a maintainer's approval must each have an owner.
 * The rules are read the way both hosts read the plain paths this project writes: `/` at the start
 * anchors a path at the root, `/` at the end takes everything under a folder, and the last rule
 * that matches a file decides its owners, so a later rule with no owner would free it. Patterns
 * with wildcards are refused here rather than half understood.
 */

/** One rule: its pattern, its owners, and its line in the file. */
interface Rule {
  pattern: string;
  owners: string[];
  line: number;
}

function rulesOf(text: string): { rules: Rule[]; problems: string[] } {
  const rules: Rule[] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') return;
    // GitLab's sections ([Section]) and wildcards would need a fuller reading than this check's.
    if (/^\^?\[/.test(line) || /[*?[\]!\\]/.test(line.split(/\s+/)[0])) {
      problems.push(
        `CODEOWNERS:${index + 1}: ${line.split(/\s+/)[0]} is not a plain path; write the file or folder itself`,
      );
      return;
    }
    const [pattern, ...owners] = line.split(/\s+/);
    rules.push({ pattern, owners, line: index + 1 });
  });
  return { rules, problems };
}

/** Whether a plain pattern of CODEOWNERS matches a file, by its path from the root with forward slashes. */
function matches(pattern: string, file: string): boolean {
  const anchored = pattern.startsWith('/');
  const folder = pattern.endsWith('/');
  const bare = pattern.replace(/^\//, '').replace(/\/$/, '');
  // A pattern with no slash but at its end matches a name at any depth, as in .gitignore.
  const candidates =
    anchored || bare.includes('/')
      ? [file]
      : file.split('/').map((_, index, parts) => parts.slice(index).join('/'));
  return candidates.some((tail) =>
    folder ? tail.startsWith(`${bare}/`) : tail === bare || tail.startsWith(`${bare}/`),
  );
}

/** The owners CODEOWNERS gives a file: those of the last rule that matches it, or none. */
export function ownersOf(text: string, file: string): string[] {
  const { rules } = rulesOf(text);
  return rules.filter((rule) => matches(rule.pattern, file)).at(-1)?.owners ?? [];
}

/** What is wrong with CODEOWNERS for these files, each of which must have an owner: one line a problem. */
export function codeOwnersProblems(text: string, files: readonly string[]): string[] {
  const { problems } = rulesOf(text);
  for (const file of files) {
    if (ownersOf(text, file).length === 0)
      problems.push(
        `${file} has no code owner, so a change to it could be merged without a maintainer's review`,
      );
  }
  return problems;
}
