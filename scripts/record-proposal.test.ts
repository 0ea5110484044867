import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../schemas';
import { splitFrontMatter } from '../shared/front-matter';
import { wordingFingerprint } from '../pipeline/content/versions';
import { addChangeEntry } from '../tools/test/legal-version';
import { copyProject } from '../tools/test/project-copy';

/**
 * `npm run legal:record-proposal`, as the pull request workflows run it on an editor's branch: in a
 * copy of the project that is a git repository, with a bare repository for the git host. The
 * sentences of the change are the test's own.
 */

const POLICY = `content/${collections.privacyPolicy.file}`;
const ARCHIVE = `content/${collections.privacyPolicy.versions.archive}`;
const run = promisify(execFile);

let project: Awaited<ReturnType<typeof copyProject>>;
let host: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: project.dir,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Editor',
      GIT_AUTHOR_EMAIL: 'editor@test.example',
      GIT_COMMITTER_NAME: 'Editor',
      GIT_COMMITTER_EMAIL: 'editor@test.example',
    },
  });
const read = (file: string) => readFile(path.join(project.dir, file), 'utf8');

/** Runs the command as a workflow does, with its exit code and its lines. */
async function recordProposal(...args: string[]): Promise<{ code: number; lines: string[] }> {
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'legal:record-proposal', '--', ...args], {
      cwd: project.dir,
    });
    return { code: 0, lines: stdout.split('\n').filter(Boolean) };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, lines: `${failed.stdout}${failed.stderr}`.split('\n').filter(Boolean) };
  }
}

/** Adds a sentence of the test's own to the policy's last paragraph, as an editor's change would. */
async function addSentence(sentence: string): Promise<void> {
  const text = await read(POLICY);
  await writeFile(path.join(project.dir, POLICY), `${text.trimEnd()} ${sentence}\n`);
}

beforeAll(async () => {
  project = await copyProject();
  host = await mkdtemp(path.join(tmpdir(), 'masky-host-'));
  execFileSync('git', ['init', '--quiet', '--bare', host]);
  await writeFile(path.join(project.dir, '.gitignore'), 'node_modules\n');
  git('init', '--quiet', '--initial-branch', 'main');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The site');
  git('remote', 'add', 'origin', host);
  git('push', '--quiet', 'origin', 'main');
  git('switch', '--quiet', '--create', 'cms/legalTexts/privacyPolicy');
}, 60_000);

afterAll(async () => {
  await project?.remove();
  await rm(host, { recursive: true, force: true });
});

describe('npm run legal:record-proposal', () => {
  it("records an editor's legal change on its branch, commits it and pushes it to the host", async () => {
    await addSentence('A sentence the test adds.');
    await addChangeEntry(project.dir, POLICY, 'Added a sentence, in the test.');
    git('commit', '--quiet', '--all', '--message', 'The editor’s change');
    const { code, lines } = await recordProposal(
      '--base',
      'origin/main',
      '--push',
      'origin',
      '--branch',
      'cms/legalTexts/privacyPolicy',
    );
    expect(code).toBe(0);
    expect(lines.at(-2)).toBe('Committed the recorded version.');
    expect(lines.at(-1)).toBe('Pushed it to cms/legalTexts/privacyPolicy.');
    const recorded = await read(POLICY);
    const { body } = splitFrontMatter(recorded)!;
    expect(recorded).toContain(
      `    text: Added a sentence, in the test.\n    fingerprint: ${wordingFingerprint(body)}\n`,
    );
    const pushed = execFileSync(
      'git',
      ['--git-dir', host, 'show', `cms/legalTexts/privacyPolicy:${POLICY}`],
      {
        encoding: 'utf8',
      },
    );
    expect(pushed).toBe(recorded);
    expect(git('status', '--porcelain')).toBe('');
  }, 120_000);

  it('makes a change edited again after it was recorded one version, and records nothing twice', async () => {
    const before = await readdir(path.join(project.dir, ARCHIVE));
    // The editor edits the change in review again: a new change of its own goes on top.
    await addSentence('Another sentence the test adds.');
    await addChangeEntry(project.dir, POLICY, 'Added another sentence.');
    git('commit', '--quiet', '--all', '--message', 'The editor’s change, edited again');
    expect((await recordProposal('--base', 'origin/main')).code).toBe(0);
    const recorded = await read(POLICY);
    const { body } = splitFrontMatter(recorded)!;
    expect(recorded).toContain(
      `    text: Added a sentence, in the test. Added another sentence.\n    fingerprint: ${wordingFingerprint(body)}\n`,
    );
    // The archive keeps one file for the change, with its newest wording.
    const after = await readdir(path.join(project.dir, ARCHIVE));
    expect(after).toHaveLength(before.length);
    expect(await read(`${ARCHIVE}/${after.find((name) => !name.startsWith('2025'))}`)).toBe(body);

    const again = await recordProposal('--base', 'origin/main');
    expect(again).toEqual({
      code: 0,
      lines: [
        `${POLICY} is recorded already: its wording is the version of ${/date: (\S+)/.exec(recorded)![1]}`,
        `content/${collections.terms.file} is recorded already: its wording is the version of ${/^ {2}- date: (\S+)/m.exec(await read(`content/${collections.terms.file}`))![1]}`,
        'Nothing to record: the branch is left as it is.',
      ],
    });
  }, 120_000);
});
