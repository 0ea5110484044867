import { spawn } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode, type Scalar } from 'yaml';
import type { z } from 'zod';
import { collections, placeholdersIn, PLACEHOLDER, template, text, type CollectionName } from '../../schemas';
import { splitFrontMatter } from '../../shared/front-matter';
import { totals, type PlaywrightReport, type Totals, type VitestReport } from '../ci/test-totals';

/**
 * The proof that tests read copy from the content: copy the project, reword every piece of copy
 * an editor may change (within what the schemas allow), check that the content is still valid, and
 * run the unit and browser tests on it. A test that pins today's wording fails here.
 */

/** One piece of copy changed: where, and what it said before and after. */
export interface CopyEdit {
  /** The file, relative to the project's root, such as content/plans.yaml. */
  file: string;
  /** The field in the file's data, such as `[2].cta.label`, or `body` with the line for markdown. */
  field: string;
  before: string;
  after: string;
}

type Schema = z.core.$ZodType;

interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  options?: Schema[];
  in?: Schema;
  checks?: { _zod: { def: { check: string; error?: unknown } } }[];
}

const defOf = (schema: Schema) => schema._zod.def as unknown as SchemaDef;

/** The kind of each of a string schema's checks, with the source of its message, as a fingerprint. */
function fingerprint(schema: Schema): string {
  const def = defOf(schema);
  const checks = (def.checks ?? []).map(({ _zod }) => `${_zod.def.check}:${String(_zod.def.error ?? '')}`);
  return `${def.type}|${checks.join('|')}`;
}

// Each call of `template()` makes a new schema, so a template is known by the shape it is built to,
// not by identity; `text.describe()` is a new schema too, with the same checks as `text`.
const COPY_FINGERPRINTS = new Set([fingerprint(text), fingerprint(template(['placeholder']))]);

/**
 * Tells whether a schema is copy: `text` or a `template(...)` from `schemas/shared.ts`, which an
 * editor may reword freely. Ids, anchors, links, dates, codes, enums and numbers are not.
 */
export function isCopySchema(schema: Schema): boolean {
  return COPY_FINGERPRINTS.has(fingerprint(schema));
}

/** The schema under wrappers that do not change what a value looks like: optional, default, pipe. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** Each scalar of a YAML document that holds copy, found by walking the document and its schema together. */
export function* copyScalars(
  schema: Schema,
  node: unknown,
  field = '',
): Generator<{ field: string; scalar: Scalar<string> }> {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape && isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const child = def.shape[key];
      if (child) yield* copyScalars(child, pair.value, field ? `${field}.${key}` : key);
    }
  } else if (def.type === 'array' && def.element && isSeq(node)) {
    for (const [index, item] of node.items.entries())
      yield* copyScalars(def.element, item, `${field}[${index}]`);
  } else if (def.type === 'union' && def.options && node) {
    // A step's or a plan's action: the option the value already is, such as { type: alert }.
    const value = (node as YamlNode).toJSON();
    const option = def.options.find((candidate) => (candidate as z.ZodType).safeParse(value).success);
    if (option) yield* copyScalars(option, node, field);
  } else if (
    def.type === 'string' &&
    isScalar(node) &&
    typeof node.value === 'string' &&
    isCopySchema(inner)
  ) {
    yield { field, scalar: node as Scalar<string> };
  }
}

const hasPlaceholder = (word: string) => new RegExp(PLACEHOLDER.source).test(word);

/** A word spelled backwards, a capital first letter kept first: Continue becomes Eunitnoc. */
function mirror(word: string): string {
  const letters = [...word].reverse();
  const capital = /^\p{Lu}\p{Ll}/u.test(word);
  return capital
    ? letters.map((letter, index) => (index === 0 ? letter.toUpperCase() : letter.toLowerCase())).join('')
    : letters.join('');
}

/**
 * An ordinary edit that no test pinning the old words survives: the words of each line in reverse
 * order. A text of one word has its letters reversed instead, and one that reads the same either
 * way gets a word in front. Placeholders stay whole, so a template keeps the ones it needs.
 */
export function reword(value: string): string {
  const lines = value.split('\n');
  const reversed = lines
    .map((line) => line.trim().split(/\s+/).filter(Boolean).reverse().join(' '))
    .join('\n');
  if (reversed !== value && reversed.trim() !== value.trim()) return reversed;
  const mirrored = lines
    .map((line) =>
      line
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => (hasPlaceholder(word) ? word : mirror(word)))
        .join(' '),
    )
    .join('\n');
  if (mirrored !== value) return mirrored;
  return `Edited ${value.trim()}`;
}

/** Rewords every piece of copy in a YAML text, keeping its comments, quotes and layout. */
export function rewordYaml(
  source: string,
  schema: Schema,
  file: string,
): { text: string; edits: CopyEdit[] } {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`);
  const edits: CopyEdit[] = [];
  for (const { field, scalar } of copyScalars(schema, doc.contents)) {
    const after = reword(scalar.value);
    edits.push({ file, field, before: scalar.value, after });
    scalar.value = after;
  }
  // No folding of long lines and no padding in [a, b], so the lines that were not edited come out
  // as they were written.
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: false });
  const reread = parseDocument(text);
  for (const [index, { scalar }] of [...copyScalars(schema, reread.contents)].entries()) {
    if (scalar.value !== edits[index].after) {
      throw new Error(
        `${file} ${edits[index].field}: wrote ${JSON.stringify(edits[index].after)}, reads back ${JSON.stringify(scalar.value)}`,
      );
    }
  }
  return { text, edits };
}

const HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*$/;

// A paragraph of plain words: no emphasis, code, link, HTML or table, so reordering its words
// cannot break the markdown around them.
const PLAIN_PARAGRAPH = /^[^*_`[\]<>|\\]+$/;
const BLOCK_START = /^([#>\-+*|]|\d+[.)]|\s|```|~~~)/;

/**
 * Rewords a markdown body: every heading, and the first paragraph of plain words. Headings give the
 * sections their anchors, so a test that pins a heading or its anchor fails as well.
 */
export function rewordMarkdownBody(
  body: string,
  file: string,
  firstLine: number,
): { text: string; edits: CopyEdit[] } {
  const lines = body.split('\n');
  const edits: CopyEdit[] = [];
  let fenced = false;
  for (const [index, line] of lines.entries()) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (!heading) continue;
    const after = reword(heading[2]);
    edits.push({ file, field: `body, line ${firstLine + index}`, before: heading[2], after });
    lines[index] = `${heading[1]} ${after}`;
  }
  // Paragraphs are runs of lines between empty lines; the first one of plain words is reworded.
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end < lines.length && lines[end].trim() !== '') end += 1;
    const block = lines.slice(start, end);
    if (
      block.length > 0 &&
      !BLOCK_START.test(block[0]) &&
      block.every((line) => PLAIN_PARAGRAPH.test(line))
    ) {
      const before = block.join('\n');
      const after = reword(block.join(' '));
      edits.push({ file, field: `body, line ${firstLine + start}`, before, after });
      lines.splice(start, block.length, after);
      break;
    }
    start = end + 1;
  }
  return { text: lines.join('\n'), edits };
}

/** Rewords a markdown file: the copy in its front matter, its headings and a paragraph of its body. */
export function rewordMarkdown(
  source: string,
  schema: Schema,
  file: string,
): { text: string; edits: CopyEdit[] } {
  const parts = splitFrontMatter(source);
  if (!parts) throw new Error(`${file}: no front matter`);
  const start = source.indexOf('\n') + 1;
  const end = start + parts.frontMatter.length;
  const front = rewordYaml(`${parts.frontMatter}\n`, schema, file);
  const body = rewordMarkdownBody(parts.body, file, parts.bodyLine);
  const head =
    source.slice(0, start) +
    front.text.replace(/\n$/, '') +
    source.slice(end, source.length - parts.body.length);
  return { text: head + body.text, edits: [...front.edits, ...body.edits] };
}

/** Every content file the registry names, with its schema, relative to the project's root. */
async function contentFiles(root: string): Promise<{ file: string; schema: Schema }[]> {
  const files: { file: string; schema: Schema }[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    if (collection.kind === 'single') {
      files.push({ file: `content/${collection.file}`, schema: collection.schema });
    } else {
      const names = (await readdir(path.join(root, 'content', collection.folder))).filter((entry) =>
        entry.endsWith('.md'),
      );
      for (const entry of names.sort())
        files.push({ file: `content/${collection.folder}/${entry}`, schema: collection.schema });
    }
  }
  return files;
}

/** Rewords every piece of copy under `content/` in the project at `root`, in place, and lists the edits. */
export async function applyCopyEdits(root: string): Promise<CopyEdit[]> {
  const edits: CopyEdit[] = [];
  for (const { file, schema } of await contentFiles(root)) {
    const full = path.join(root, file);
    const source = await readFile(full, 'utf8');
    const result = file.endsWith('.md')
      ? rewordMarkdown(source, schema, file)
      : rewordYaml(source, schema, file);
    for (const edit of result.edits) {
      const missing = placeholdersIn(edit.before).filter((name) => !edit.after.includes(`{${name}}`));
      if (missing.length > 0)
        throw new Error(`${file} ${edit.field}: the edit lost {${missing.join('}, {')}}`);
    }
    edits.push(...result.edits);
    if (result.text !== source) await writeFile(full, result.text);
  }
  return edits;
}

/** What a copy of the project leaves out: packages (linked instead), version control and build output. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'dist',
  '.e2e-dist',
  '.bench-dist',
  'test-results',
  'playwright-report',
  'coverage',
]);

/**
 * Copies the whole project, tests and their fixtures included, into a temporary folder that shares
 * the installed packages, so its tests can run there on edited content.
 */
export async function copyWholeProject(root: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masky-copy-edits-'));
  // The nginx suite's workers run as an unprivileged user when the tests run as root, and must
  // reach the build inside this folder, which mkdtemp makes readable by its owner alone.
  await chmod(dir, 0o755);
  for (const name of await readdir(root)) {
    if (NOT_COPIED.has(name) || name.startsWith('.build')) continue;
    await cp(path.join(root, name), path.join(dir, name), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * The first of `count` loopback ports in a row that nothing listens on at the moment, picked at
 * random above `from` so that two runs side by side are unlikely to pick the same.
 */
export async function freePorts(count: number, from = 40_000): Promise<number> {
  const isFree = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (let base = from + Math.floor(Math.random() * 1000) * count; base + count < 65_000; base += count) {
    const checks = await Promise.all(Array.from({ length: count }, (_, offset) => isFree(base + offset)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('no free ports on 127.0.0.1');
}

/** Runs a command in `cwd`, its output passed through with a prefix, and resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  prefix: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const relay = (stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix} ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${prefix} ${rest}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

interface VitestAssertion {
  fullName: string;
  status: string;
}
interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[];
}

type BrowserReport = PlaywrightReport & { suites?: PlaywrightSuite[] };

const NO_UNIT_TESTS: VitestReport = { numPassedTests: 0, numFailedTests: 0, testResults: [] };
const NO_BROWSER_TESTS: BrowserReport = {
  stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
  errors: [],
};

/** The names of the unit tests that failed, file by file. */
export function failedUnitTests(report: VitestReport | undefined, root: string): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults as VitestAssertion[]).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${name}: failed before running its tests`];
    return failed.map((test) => `${name}: ${test.fullName}`);
  });
}

/** The names of the browser tests that failed, with the project (screen) they failed in. */
export function failedBrowserTests(report: BrowserReport | undefined): string[] {
  const names: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected')
          names.push(`${spec.file} [${test.projectName}]: ${[...titles, spec.title].join(' > ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return names;
}

export interface ProofOptions {
  /** The project to copy. */
  root: string;
  unit?: boolean;
  browser?: boolean;
  /** Keep the edited copy afterwards, to look at it. */
  keep?: boolean;
}

export interface ProofResult {
  dir: string;
  edits: CopyEdit[];
  files: string[];
  contentValid: boolean;
  /** Both suites together, then each on its own. */
  totals?: Totals;
  unit?: Totals;
  browser?: Totals;
  failed: string[];
}

/** Copies the project, rewords all its copy, checks the content and runs the tests there. */
export async function proveCopyIsContent(options: ProofOptions): Promise<ProofResult> {
  const { root, unit = true, browser = true } = options;
  const dir = await copyWholeProject(root);
  const log = (line: string) => console.log(`[copy-edits] ${line}`);
  try {
    log(`copied the project to ${dir}`);
    const edits = await applyCopyEdits(dir);
    const files = [...new Set(edits.map((edit) => edit.file))];
    log(`made ${edits.length} copy edits in ${files.length} files`);
    const tsx = path.join(dir, 'node_modules/.bin/tsx');
    const contentValid = (await run(tsx, ['scripts/check-content.ts'], dir, {}, '[check:content]')) === 0;
    const result: ProofResult = { dir, edits, files, contentValid, failed: [] };
    if (!contentValid) return result;

    const reports = path.join(dir, '.copy-edits-reports');
    const env = { TEST_REPORT_DIR: reports };
    if (unit) await run(path.join(dir, 'node_modules/.bin/vitest'), ['run'], dir, env, '[unit]');
    if (browser) {
      // One port for the preview server, then two for each of the nginx suite's workers, with room
      // to spare, none of them the ports a run in the real tree uses.
      const port = await freePorts(9);
      await run(
        path.join(dir, 'node_modules/.bin/playwright'),
        ['test'],
        dir,
        // CI=true so Playwright never reuses a server that happens to answer on the port.
        { ...env, CI: 'true', E2E_PORT: String(port), E2E_DIST: '.e2e-dist', NGINX_PORT: String(port + 1) },
        '[browser]',
      );
    }
    // A suite left out on purpose counts as empty, where a suite that left no report counts as failed.
    const unitReport = unit ? await readJson<VitestReport>(path.join(reports, 'unit.json')) : NO_UNIT_TESTS;
    const browserReport = browser
      ? await readJson<BrowserReport>(path.join(reports, 'e2e.json'))
      : NO_BROWSER_TESTS;
    result.totals = totals(unitReport, browserReport);
    result.unit = totals(unitReport, NO_BROWSER_TESTS);
    result.browser = totals(NO_UNIT_TESTS, browserReport);
    result.failed = [...failedUnitTests(unitReport, dir), ...failedBrowserTests(browserReport)];
    return result;
  } finally {
    if (!options.keep) await rm(dir, { recursive: true, force: true });
  }
}
