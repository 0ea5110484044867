import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../schemas';
import { buildSite } from '../build';
import { checkContent, type CheckRead } from './check';

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
  await cp(path.join(projectRoot, 'content'), path.join(broken, 'content'), { recursive: true });
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

describe('npm run check:content after a change', () => {
  it(
    'reads a changed post alone when nothing another file reads of it changed, and every file otherwise, printing what it prints without its cache',
    { timeout: 180_000 },
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'check-alone-'));
      try {
        await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
        const blog = path.join(root, 'content/blog');
        const [first, second] = (await readdir(blog)).filter((name) => name.endsWith('.md')).sort();
        const post = path.join(blog, first);
        const original = await readFile(post, 'utf8');
        const section = `/blog/${first.replace(/\.md$/, '')}#a-section-added-by-the-test`;
        const policy = path.join(root, 'content', collections.privacyPolicy.file);
        const steps: [string, () => Promise<void>, CheckRead, RegExp?][] = [
          ['the first check', async () => undefined, 'all'],
          ['nothing changed', async () => undefined, 'none'],
          ['words added to a post', () => appendFile(post, '\nA sentence added by the test.\n'), 'changed'],
          [
            // The same data, on as many lines, in another order: a problem the checks across files
            // find in a field is placed on the field's line, so every file is read.
            'two fields of its front matter swapped',
            async () =>
              writeFile(post, (await readFile(post, 'utf8')).replace(/^(title: .*)\n(date: .*)$/m, '$2\n$1')),
            'all',
          ],
          [
            'a link to no page added to it',
            () => appendFile(post, '\nSee [nothing](/no-such-page).\n'),
            'all',
            /\/no-such-page is not a page of this site/,
          ],
          ['the link taken out again', () => writeFile(post, original), 'all'],
          [
            'a section added, which no link names',
            () => appendFile(post, '\n## A section added by the test\n\nIts words.\n'),
            'changed',
          ],
          [
            'a link to that section from another post',
            () => appendFile(path.join(blog, second), `\nSee [the section](${section}).\n`),
            'all',
          ],
          [
            'the section renamed',
            async () => {
              const text = await readFile(post, 'utf8');
              await writeFile(
                post,
                text.replace('A section added by the test', 'A section renamed by the test'),
              );
            },
            'all',
            /a-section-added-by-the-test/,
          ],
          [
            'words added to the privacy policy, whose wording is guarded',
            () => appendFile(policy, '\nA sentence added by the test.\n'),
            'all',
            /differs from the version recorded/,
          ],
        ];
        for (const [step, change, read, problem] of steps) {
          await change();
          const remembered = await checkContent(root);
          const fresh = await checkContent(root, false, { cache: false });
          expect({ step, read: remembered.read, lines: remembered.lines }).toEqual({
            step,
            read,
            lines: fresh.lines,
          });
          if (problem) expect(fresh.lines.join('\n'), step).toMatch(problem);
        }
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );
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
