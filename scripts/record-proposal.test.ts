import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../schemas';
import { splitFrontMatter } from '../shared/front-matter';
import { wordingFingerprint } from '../pipeline/content/versions';
import { addChangeEntry } from '../tools/test/legal-version';
import { reviewRefusalMessage } from '../schemas/editor-messages';
import { REVIEW_REQUEST_KEY } from '../shared/editor-files';
import { wholeFingerprint } from '../pipeline/content/translations';
import {
  englishSections,
  readTranslationText,
  wordsFingerprint,
  writeTranslationText,
} from '../pipeline/editors/review-request';
import { recordTranslation } from '../pipeline/editors/translation-tools';
import { copyProject } from '../tools/test/project-copy';

/**
 * `npm run legal:record-proposal`, as the pull request workflows run it on an editor's branch: in a
 * copy of the project that is a git repository, with a bare repository for the git host. The
 * sentences of the change are the test's own.
 */

const POLICY = `content/${collections.privacyPolicy.file}`;
const ARCHIVE = `content/${collections.privacyPolicy.versions.archive}`;
const run = promisify(execFile);

const editor = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Editor',
  GIT_AUTHOR_EMAIL: 'editor@test.example',
  GIT_COMMITTER_NAME: 'Editor',
  GIT_COMMITTER_EMAIL: 'editor@test.example',
};

let project: Awaited<ReturnType<typeof copyProject>>;
let host: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: project.dir,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: editor,
  });
const read = (file: string) => readFile(path.join(project.dir, file), 'utf8');

/** Runs git in another checkout, as the test's editor. */
const gitIn = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], {
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: editor,
  });

/** A checkout of the host's main, on a new branch of its own: a change's checkout, as CI makes one. */
async function cloneOfHost(branch: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'masky-change-'));
  execFileSync('git', ['clone', '--quiet', '--branch', 'main', host, dir]);
  gitIn(dir, 'switch', '--quiet', '--create', branch);
  return dir;
}

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
  it("records an editor's legal change on its branch and commits it, but pushes nothing", async () => {
    await addSentence('A sentence the test adds.');
    await addChangeEntry(project.dir, POLICY, 'Added a sentence, in the test.');
    git('commit', '--quiet', '--all', '--message', 'The editor’s change');
    const before = git('rev-parse', 'HEAD').trim();
    const { code, lines } = await recordProposal('--base', 'origin/main');
    expect(code).toBe(0);
    expect(lines.at(-1)).toBe('Committed the recorded version.');
    const recorded = await read(POLICY);
    const { body } = splitFrontMatter(recorded)!;
    expect(recorded).toContain(
      `    text: Added a sentence, in the test.\n    fingerprint: ${wordingFingerprint(body)}\n`,
    );
    expect(git('rev-parse', 'HEAD~1').trim()).toBe(before);
    expect(git('show', `HEAD:${POLICY}`)).toBe(recorded);
    expect(git('status', '--porcelain')).toBe('');
    // The workflow pushes the commit itself, in the one step that holds the token; the host has
    // no such branch until then.
    expect(execFileSync('git', ['--git-dir', host, 'branch', '--list']).toString()).not.toContain('cms/');
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
    // The archive keeps one file for the change, named by its version's date, with its newest
    // wording. The date is read from the record, since content may hold a version of any day.
    const after = await readdir(path.join(project.dir, ARCHIVE));
    expect(after).toHaveLength(before.length);
    const version = /date: (\S+)/.exec(recorded)![1];
    expect(await read(`${ARCHIVE}/${version}.md`)).toBe(body);

    const again = await recordProposal('--base', 'origin/main');
    expect(again).toEqual({
      code: 0,
      lines: [
        `${POLICY} is recorded already: its wording is the version of ${version}`,
        `content/${collections.terms.file} is recorded already: its wording is the version of ${/^ {2}- date: (\S+)/m.exec(await read(`content/${collections.terms.file}`))![1]}`,
        'Nothing to record: the branch is left as it is.',
      ],
    });
  }, 120_000);

  it("records a change's checkout named by --repository with this checkout's code, and commits there alone", async () => {
    const change = await cloneOfHost('cms/legalTexts/terms');
    try {
      const terms = `content/${collections.terms.file}`;
      const text = await readFile(path.join(change, terms), 'utf8');
      await writeFile(path.join(change, terms), `${text.trimEnd()} A sentence the test adds to the terms.\n`);
      await addChangeEntry(change, terms, 'Added a sentence to the terms, in the test.');
      gitIn(change, 'commit', '--quiet', '--all', '--message', 'The editor’s change');
      const ownHead = git('rev-parse', 'HEAD');
      const { code, lines } = await recordProposal('--base', 'origin/main', '--repository', change);
      expect({ code, last: lines.at(-1) }).toEqual({ code: 0, last: 'Committed the recorded version.' });
      expect(gitIn(change, 'log', '-1', '--format=%s')).toBe(
        'Record the new version of the changed legal texts\n',
      );
      expect(gitIn(change, 'show', '--name-only', '--format=', 'HEAD')).toContain(terms);
      expect(gitIn(change, 'status', '--porcelain')).toBe('');
      // The checkout whose code ran is left as it was.
      expect(git('rev-parse', 'HEAD')).toBe(ownHead);
      expect(git('status', '--porcelain')).toBe('');
    } finally {
      await rm(change, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a branch whose legal archive is a symbolic link, and writes nothing through it', async () => {
    const change = await cloneOfHost('cms/legalTexts/privacyPolicy-link');
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'masky-elsewhere-'));
    try {
      // The branch swaps the archive for a link to a folder outside it, as it could to .git.
      await rm(path.join(change, ARCHIVE), { recursive: true });
      await symlink(elsewhere, path.join(change, ARCHIVE), 'dir');
      const text = await readFile(path.join(change, POLICY), 'utf8');
      await writeFile(path.join(change, POLICY), `${text.trimEnd()} A sentence behind a link.\n`);
      await addChangeEntry(change, POLICY, 'Added a sentence behind a link.');
      gitIn(change, 'add', '--all');
      gitIn(change, 'commit', '--quiet', '--message', 'The archive, linked');
      const head = gitIn(change, 'rev-parse', 'HEAD');
      const { code, lines } = await recordProposal('--base', 'origin/main', '--repository', change);
      expect(code).toBe(1);
      expect(lines).toEqual([
        'Nothing was recorded: a legal text or its archive is a symbolic link, which the branch may not hold.',
        `  ${ARCHIVE}`,
        'Replace each with the file or folder itself.',
      ]);
      expect(await readdir(elsewhere)).toEqual([]);
      expect(gitIn(change, 'rev-parse', 'HEAD')).toBe(head);
    } finally {
      await rm(change, { recursive: true, force: true });
      await rm(elsewhere, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a branch whose change is dated with a path, and writes nothing outside the archive', async () => {
    const change = await cloneOfHost('cms/legalTexts/privacyPolicy-date');
    const sentinel = await mkdtemp(path.join(tmpdir(), 'masky-sentinel-'));
    try {
      // The date of the report: enough climbs to reach the file system's root from any checkout,
      // then down into the sentinel folder, where the archive file would land.
      const date = `${'../'.repeat(24)}${sentinel.slice(1)}/x`;
      const text = await readFile(path.join(change, POLICY), 'utf8');
      await writeFile(path.join(change, POLICY), `${text.trimEnd()} A sentence dated with a path.\n`);
      await addChangeEntry(change, POLICY, 'Added a sentence dated with a path.', date);
      gitIn(change, 'commit', '--quiet', '--all', '--message', 'The change, dated with a path');
      const head = gitIn(change, 'rev-parse', 'HEAD');
      const { code, lines } = await recordProposal('--base', 'origin/main', '--repository', change);
      expect(await readdir(sentinel)).toEqual([]);
      expect(gitIn(change, 'rev-parse', 'HEAD')).toBe(head);
      expect(gitIn(change, 'status', '--porcelain')).toBe('');
      expect(code).toBe(1);
      expect(lines[0]).toBe(
        `${POLICY} cannot be recorded: changes[0].date: should be a date written YYYY-MM-DD, for example 2025-07-24; correct it (npm run check:content shows the line), then run npm run legal:record again`,
      );
    } finally {
      await rm(change, { recursive: true, force: true });
      await rm(sentinel, { recursive: true, force: true });
    }
  }, 120_000);

  it('records a translation marked reviewed in the browser editor under the user who opened the change', async () => {
    const change = await cloneOfHost('cms/translations-fa/aboutPage');
    const translation = `content/translations/fa/${collections.aboutPage.file}`;
    const translator = {
      ...process.env,
      GIT_AUTHOR_NAME: 'Translator',
      GIT_AUTHOR_EMAIL: '1234+translator@users.noreply.github.com',
    };
    try {
      // The published translation translates its English as it is, committed by its translator.
      await recordTranslation(change, path.join(change, translation));
      const words = await readFile(path.join(change, translation), 'utf8');
      await writeFile(path.join(change, translation), `${words.trimEnd()}\n\nجمله‌ای از آزمون.\n`);
      execFileSync('git', ['-C', change, 'commit', '--quiet', '--all', '-m', 'Translate'], {
        env: translator,
      });
      gitIn(change, 'push', '--quiet', 'origin', 'HEAD:main');
      gitIn(change, 'fetch', '--quiet', 'origin');
      const english = englishSections(
        await readFile(path.join(change, `content/${collections.aboutPage.file}`), 'utf8'),
        true,
      )!;
      const ask = async () => {
        const text = readTranslationText(await readFile(path.join(change, translation), 'utf8'), true)!;
        text.doc.setIn(['translation', REVIEW_REQUEST_KEY], { english: wholeFingerprint(english) });
        await writeFile(path.join(change, translation), writeTranslationText(text));
        gitIn(change, 'commit', '--quiet', '--all', '--message', 'Mark the translation reviewed');
        return text;
      };
      const text = await ask();
      // The translator cannot review their own words, by their git host's name.
      const own = await recordProposal(
        '--base',
        'origin/main',
        '--repository',
        change,
        '--reviewer',
        'translator',
      );
      expect(own.code).toBe(1);
      expect(own.lines.slice(-2)).toEqual([
        'No review was recorded, and nothing committed:',
        `  ${translation}: ${reviewRefusalMessage('own', { reviewer: 'translator' })}`,
      ]);
      const { code, lines } = await recordProposal(
        '--base',
        'origin/main',
        '--repository',
        change,
        '--reviewer',
        'a-reviewer',
      );
      expect({ code, last: lines.at(-1) }).toEqual({ code: 0, last: 'Committed the recorded version.' });
      const recorded = readTranslationText(gitIn(change, 'show', `HEAD:${translation}`), true)!;
      expect(recorded.doc.getIn(['translation', REVIEW_REQUEST_KEY])).toBeUndefined();
      expect((recorded.doc.getIn(['translation', 'review']) as { toJSON(): unknown }).toJSON()).toEqual({
        by: 'a-reviewer',
        english: wholeFingerprint(english),
        translation: wordsFingerprint(text),
      });
      // The record job's own commit starts the checks again, where the review holds for its user
      // and for nobody else: the same record in a change someone else opened is refused.
      expect(
        (await recordProposal('--base', 'origin/main', '--repository', change, '--reviewer', 'a-reviewer'))
          .code,
      ).toBe(0);
      const forged = await recordProposal(
        '--base',
        'origin/main',
        '--repository',
        change,
        '--reviewer',
        'someone-else',
      );
      expect(forged.code).toBe(1);
      expect(forged.lines.at(-1)).toBe(
        `  ${translation}: ${reviewRefusalMessage('notRecorded', { reviewer: 'someone-else' })}`,
      );
    } finally {
      await rm(change, { recursive: true, force: true });
    }
  }, 120_000);
});
