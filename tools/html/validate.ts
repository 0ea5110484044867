import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';

/** The project's html-validate settings, with the reason for each change to the preset. */
const HTML_VALIDATE_CONFIG = path.resolve(import.meta.dirname, '../../.htmlvalidate.mjs');

/** One thing html-validate found on a built page, pinned to the place in the page. */
export interface HtmlProblem {
  /** The page's file, relative to the build folder, such as `about/index.html`. */
  page: string;
  line: number;
  column: number;
  /** The html-validate rule, such as `element-permitted-content`. */
  rule: string;
  message: string;
  /** Where the element is in the page, such as `#main > div > p`; prerendered pages are long lines. */
  selector: string | null;
  /** Errors fail the check; warnings are shown and do not. */
  severity: 'error' | 'warning';
}

/** What a check of a built site found, and on how many pages. */
export interface HtmlReport {
  pages: number;
  problems: HtmlProblem[];
}

/**
 * A validator with the project's settings. They are loaded from the file itself rather than looked
 * for beside each page, so a site built into a temporary folder is checked with the same rules.
 */
export async function createValidator(configFile = HTML_VALIDATE_CONFIG): Promise<HtmlValidate> {
  const { default: config } = (await import(pathToFileURL(configFile).href)) as { default: ConfigData };
  return new HtmlValidate(new StaticConfigLoader(config));
}

/** Validates one page's HTML; `page` names it in the problems. */
export async function validatePage(
  validator: HtmlValidate,
  page: string,
  html: string,
): Promise<HtmlProblem[]> {
  const report = await validator.validateString(html, page);
  return report.results.flatMap((result) =>
    result.messages.map((message) => ({
      page,
      line: message.line,
      column: message.column,
      rule: message.ruleId,
      message: message.message,
      selector: message.selector,
      severity: message.severity >= 2 ? ('error' as const) : ('warning' as const),
    })),
  );
}

/** Every `.html` file under a build folder, relative to it, in a stable order. */
async function listPages(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** Validates every HTML page of a built site. */
export async function validateSite(dir: string, validator?: HtmlValidate): Promise<HtmlReport> {
  const checker = validator ?? (await createValidator());
  const pages = await listPages(dir);
  const problems: HtmlProblem[] = [];
  for (const page of pages) {
    problems.push(...(await validatePage(checker, page, await readFile(path.join(dir, page), 'utf8'))));
  }
  return { pages: pages.length, problems };
}

/**
 * One line per problem, like the content check's: `page:line:column  message (rule) at selector`,
 * so a terminal can open the page and the selector finds the element in a one-line prerendered body.
 */
function formatHtmlProblem(problem: HtmlProblem): string {
  const where = `${problem.page}:${problem.line}:${problem.column}`;
  const level = problem.severity === 'warning' ? 'warning: ' : '';
  const at = problem.selector ? ` at ${problem.selector}` : '';
  return `${where}  ${level}${problem.message} (${problem.rule})${at}`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Everything a check prints: one line per problem, then `2 errors on 1 page, 23 pages checked`. */
export function htmlReportLines({ pages, problems }: HtmlReport): string[] {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const warnings = problems.length - errors.length;
  const checked = `${plural(pages, 'page')} checked`;
  const warned = warnings > 0 ? ` (${plural(warnings, 'warning')})` : '';
  const summary =
    errors.length === 0
      ? `No HTML errors, ${checked}${warned}`
      : `${plural(errors.length, 'HTML error')} on ${plural(new Set(errors.map((error) => error.page)).size, 'page')}, ${checked}${warned}`;
  return [...problems.map(formatHtmlProblem), summary];
}
