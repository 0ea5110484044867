import { spawn } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { totals, type PlaywrightReport, type Totals, type VitestReport } from '../ci/test-totals';
import { applyCopyEdits, type CopyEdit } from './copy-edits';

/**
 * The proof that tests read copy from the content: copy the project, reword every piece of copy
 * an editor may change (`copy-edits.ts`), check that the content is still valid, and run the unit
 * and browser tests on it. A test that pins today's wording fails here.
 */

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
async function copyWholeProject(root: string): Promise<string> {
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
async function freePorts(count: number, from = 40_000): Promise<number> {
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
function run(
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
function failedUnitTests(report: VitestReport | undefined, root: string): string[] {
  return (report?.testResults ?? []).flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults as VitestAssertion[]).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${name}: failed before running its tests`];
    return failed.map((test) => `${name}: ${test.fullName}`);
  });
}

/** The names of the browser tests that failed, with the project (screen) they failed in. */
function failedBrowserTests(report: BrowserReport | undefined): string[] {
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

/** What to prove: the project to copy, the suites to run there, and whether to keep the copy. */
export interface ProofOptions {
  /** The project to copy. */
  root: string;
  unit?: boolean;
  browser?: boolean;
  /** Keep the edited copy afterwards, to look at it. */
  keep?: boolean;
}

/** What the proof found: the edits, whether the content stayed valid, and the tests that failed. */
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
    // The proof runs the unit and Chromium suites; the other engines read the same copy as Chromium.
    result.totals = totals(unitReport, browserReport, NO_UNIT_TESTS);
    result.unit = totals(unitReport, NO_BROWSER_TESTS, NO_UNIT_TESTS);
    result.browser = totals(NO_UNIT_TESTS, browserReport, NO_UNIT_TESTS);
    result.failed = [...failedUnitTests(unitReport, dir), ...failedBrowserTests(browserReport)];
    return result;
  } finally {
    if (!options.keep) await rm(dir, { recursive: true, force: true });
  }
}
