import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../build';
import { checkContent } from './check';
import { copyContent } from '../../tools/test/project-copy';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, '__fixtures__');
let broken: string;

/** Runs the check the way `npm run check:content` does, and returns its exit code and output. */
async function checkCli(root: string, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'scripts/check-content.ts'), '--root', root],
      { cwd: projectRoot, env: { ...process.env, CI: '', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  broken = await mkdtemp(path.join(tmpdir(), 'check-content-'));
  await copyContent(broken);
  for (const name of ['bad-list-item', 'duplicate-server-code']) {
    await cp(path.join(fixtures, name), path.join(broken, 'content'), { recursive: true });
  }
});

afterAll(async () => {
  await rm(broken, { recursive: true, force: true });
});

const problemLines = [
  'content/blog/bad-tag.md:5:17  tags[1]: should be lower-case words joined by dashes, for example zero-log',
  'content/servers.yaml:10:9  [2].code: the country code "US" is already used on line 2; each must be different',
];

describe('npm run check:content', () => {
  it('passes the real content and says how many files it checked', async () => {
    const { code, output } = await checkCli(projectRoot);
    expect(code).toBe(0);
    expect(output).toMatch(/^No problems, \d+ files checked\n$/);
  });

  it('prints every problem and the summary, and exits with 1', async () => {
    const { lines } = await checkContent(broken);
    const files = lines.at(-1)?.match(/, (\d+) files checked$/)?.[1];
    expect(lines).toEqual([...problemLines, `2 problems in 2 files, ${files} files checked`]);
    const { code, output } = await checkCli(broken);
    expect(code).toBe(1);
    expect(output).toBe(`${lines.join('\n')}\n`);
  });

  it('adds GitHub annotations on CI', async () => {
    const { code, output } = await checkCli(broken, { CI: 'true' });
    expect(code).toBe(1);
    expect(output.split('\n').slice(0, 4)).toEqual([
      problemLines[0],
      '::error file=content/blog/bad-tag.md,line=5,col=17,title=Content problem::tags[1]: should be lower-case words joined by dashes, for example zero-log',
      problemLines[1],
      '::error file=content/servers.yaml,line=10,col=9,title=Content problem::[2].code: the country code "US" is already used on line 2; each must be different',
    ]);
  });
});

describe('npm run check:content with a hostile file name', () => {
  // ESC [2J clears a terminal; a carriage return and a line break, then ::error::, would start a
  // line of the log of its own, which GitHub reads as an annotation; U+202E turns the text after it around.
  const name = 'a\x1b[2J\r\n::error::pwned\u202e.md';
  const shown = 'content/blog/a\\x1b[2J\\r\\n::error::pwned\\u202e.md';
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'check-content-name-'));
    await copyContent(root);
    await writeFile(path.join(root, 'content/blog', name), '---\ntitle: A post\n---\n');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('prints the name as visible text, one problem per line, and no line a CI service would act on', async () => {
    for (const ci of ['', 'true']) {
      const { code, output } = await checkCli(root, { CI: ci });
      expect(code).toBe(1);
      const lines = output.replace(/\n$/, '').split('\n');
      const summary = lines.pop();
      expect(summary).toMatch(/^\d+ problems in 1 file, \d+ files checked$/);
      const problems = Number(summary!.split(' ')[0]);
      expect(lines, `CI=${ci}`).toHaveLength(ci ? 2 * problems : problems);
      for (const [index, line] of lines.entries()) {
        const annotation = ci !== '' && index % 2 === 1;
        expect(line.startsWith(annotation ? `::error file=content/blog/` : `${shown}:`), line).toBe(true);
        expect(
          [...line].filter((char) => char < ' ' || char === '\x7f' || char === '\u202e'),
          line,
        ).toEqual([]);
      }
      expect(lines[0]).toMatch(
        /^content\/blog\/a\\x1b\[2J\\r\\n::error::pwned\\u202e\.md:1:1 {2}the file name becomes/,
      );
    }
  });
});

describe('npm run build with broken content', () => {
  it('stops with the same lines before writing anything, and keeps the last good build', async () => {
    const out = path.join(broken, 'dist');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'index.html'), 'the last good build');
    // The build adds GitHub annotations when CI=true, as CI services set it.
    const { lines } = await checkContent(broken, process.env.CI === 'true');
    await expect(buildSite(broken, out)).rejects.toThrow(lines.join('\n'));
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('the last good build');
  });
});
