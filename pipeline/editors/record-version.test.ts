import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../schemas';
import { contentDay, daysAfter, epochOf } from '../../tools/test/content-day';
import { addChangeEntry } from '../../tools/test/legal-version';
import { copyProject } from '../../tools/test/project-copy';
import { splitFrontMatter } from '../../shared/front-matter';
import { guardedTextOf, guardedTexts, recordVersion } from './record-version';
import { publishedContent } from '../content/store';
import { wordingFingerprint } from '../content/versions';

/**
 * The guard of the legal texts as an editor meets it: `npm run check:content` and
 * `npm run legal:record`, the real commands, run in a copy of the project whose legal texts each
 * test edits. The texts' words are read from the content, never written here.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const POLICY = 'content/legal/privacy-policy.md';
const ARCHIVE = 'content/legal/versions/privacy-policy';
const run = promisify(execFile);

let project: Awaited<ReturnType<typeof copyProject>>;
let content: Content;
/**
 * The day the tests edit and record on: the day after the content's newest version, which the
 * archive holds no version of, given to each command as its build day. The real day would be the
 * day of a version recorded today, whose archive file a test's version could not take.
 */
const today = daysAfter(contentDay(projectRoot), 1);
const file = (relative: string) => path.join(project.dir, relative);
const read = (relative: string) => readFile(file(relative), 'utf8');

/**
 * Runs `npm run <script> [-- args]` in the copy, as an editor would, with its exit code and its
 * output's lines: the command package.json gives the script, with the arguments after `--`. It is run
 * as Node, not through npm, whose own start took more time than the command's, a dozen times over.
 */
async function npmRun(script: string, ...args: string[]): Promise<{ code: number; lines: string[] }> {
  const scripts = (JSON.parse(await read('package.json')) as { scripts: Record<string, string> }).scripts;
  const [command, ...words] = scripts[script].split(' ');
  // The project's commands are Node with its arguments; one that is not would need npm's shell.
  expect(command).toBe('node');
  const passed = args[0] === '--' ? args.slice(1) : args;
  let result: { code: number; stdout: string; stderr: string };
  try {
    result = {
      code: 0,
      ...(await run(process.execPath, [...words, ...passed], {
        cwd: project.dir,
        // The check adds GitHub annotations when CI is set; these tests read its plain lines.
        env: { ...process.env, CI: '', SOURCE_DATE_EPOCH: epochOf(today) },
      })),
    };
  } catch (error) {
    result = error as { code: number; stdout: string; stderr: string };
  }
  const lines = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line !== '');
  return { code: result.code, lines };
}

/** The lines of the body's last paragraph of two lines or more: plain sentences, not a heading or a list. */
function lastLongParagraph(text: string): { first: number; count: number } {
  const lines = text.split(/\r?\n/);
  const body = lines.indexOf('---', 1) + 1;
  let found: { first: number; count: number } | undefined;
  for (let index = body; index < lines.length; index += 1) {
    if (lines[index - 1].trim() !== '' || !/^[\p{L}{]/u.test(lines[index])) continue;
    let end = index;
    while (end < lines.length && lines[end].trim() !== '') end += 1;
    if (end - index >= 2) found = { first: index, count: end - index };
  }
  if (!found) throw new Error('the privacy policy should have a paragraph of two lines or more');
  return found;
}

/** Rewords one sentence: the first long word on the paragraph's second line becomes another word. */
function rewordOneSentence(text: string): { text: string; paragraphLine: number } {
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const { first } = lastLongParagraph(text);
  const reworded = lines[first + 1].replace(/\b\p{Ll}{4,}\b/u, 'testword');
  expect(reworded).not.toBe(lines[first + 1]);
  lines[first + 1] = reworded;
  return { text: lines.join(newline), paragraphLine: first + 1 };
}

const checkSummary = (problems: number, files: number) =>
  `${problems} problem${problems === 1 ? '' : 's'} in 1 file, ${files} files checked`;

let filesChecked: number;

beforeAll(async () => {
  project = await copyProject();
  content = await publishedContent(project.dir);
  const { code, lines } = await npmRun('check:content');
  expect(code).toBe(0);
  filesChecked = Number(/^No problems, (\d+) files checked$/.exec(lines.at(-1) ?? '')?.[1]);
  expect(filesChecked).toBeGreaterThan(0);
}, 60_000);

afterEach(async () => {
  // Each test starts from the legal texts and their versions as the project has them.
  await rm(file('content/legal'), { recursive: true, force: true });
  await cp(path.join(projectRoot, 'content/legal'), file('content/legal'), { recursive: true });
});

afterAll(async () => {
  await project?.remove();
});

describe('npm run check:content on a guarded legal text', () => {
  it('fails when one sentence is reworded, naming the file and the line of its paragraph, and says what to add', async () => {
    const { text, paragraphLine } = rewordOneSentence(await read(POLICY));
    await writeFile(file(POLICY), text);
    const { code, lines } = await npmRun('check:content');
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${POLICY}:${paragraphLine}:1  body: the wording here differs from the version recorded on ${content.privacyPolicy.changes![0].date}, and the site would publish it under that date: add a change at the top of changes (- date: ${today}, then text: what changed, in a sentence), set lastUpdated to ${today}, then run npm run legal:record`,
      checkSummary(1, filesChecked),
    ]);
  }, 60_000);

  it('passes a paragraph wrapped anew, its words unchanged', async () => {
    const text = await read(POLICY);
    const lines = text.split('\n');
    const { first, count } = lastLongParagraph(text);
    // The paragraph on one long line, then cut again after its first word.
    const words = lines
      .slice(first, first + count)
      .join(' ')
      .split(' ');
    lines.splice(first, count, words[0], words.slice(1).join('   '));
    await writeFile(file(POLICY), lines.join('\n'));
    expect(await npmRun('check:content')).toEqual({
      code: 0,
      lines: [`No problems, ${filesChecked} files checked`],
    });
  }, 60_000);

  it('reports an archived version edited by hand, and the change whose wording it kept', async () => {
    const oldest = content.privacyPolicy.changes!.at(-1)!;
    const name = await archiveOf(oldest.fingerprint!);
    const archived = await read(`${ARCHIVE}/${name}`);
    await writeFile(file(`${ARCHIVE}/${name}`), archived.replace(/\b\p{Ll}{4,}\b/u, 'testword'));
    const { code, lines } = await npmRun('check:content');
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${POLICY}:${await fingerprintAt(oldest.fingerprint!)}  changes[${content.privacyPolicy.changes!.length - 1}].fingerprint: no recorded version has this fingerprint: the wording of ${oldest.date} is missing from the archive, or was edited there; restore its file from version control`,
      `${ARCHIVE}/${name}:1:1  this recorded version matches no change of ${POLICY}: a recorded version is never edited; restore it from version control, or remove it if its change was removed`,
      `2 problems in 2 files, ${filesChecked} files checked`,
    ]);
  }, 60_000);

  it('reports a change whose recorded wording is missing from the archive', async () => {
    const oldest = content.privacyPolicy.changes!.at(-1)!;
    await rm(file(`${ARCHIVE}/${await archiveOf(oldest.fingerprint!)}`));
    const { code, lines } = await npmRun('check:content');
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${POLICY}:${await fingerprintAt(oldest.fingerprint!)}  changes[${content.privacyPolicy.changes!.length - 1}].fingerprint: no recorded version has this fingerprint: the wording of ${oldest.date} is missing from the archive, or was edited there; restore its file from version control`,
      checkSummary(1, filesChecked - 1),
    ]);
  }, 60_000);
});

/** The archive file whose wording has this fingerprint. */
async function archiveOf(fingerprint: string): Promise<string> {
  for (const name of await readdir(file(ARCHIVE))) {
    if (wordingFingerprint(await read(`${ARCHIVE}/${name}`)) === fingerprint) return name;
  }
  throw new Error(`no archived version has the fingerprint ${fingerprint}`);
}

/** Where the policy's front matter writes a fingerprint: `line:column` of its value. */
async function fingerprintAt(fingerprint: string): Promise<string> {
  const lines = (await read(POLICY)).split('\n');
  const line = lines.findIndex((text) => text.trim() === `fingerprint: ${fingerprint}`);
  return `${line + 1}:${lines[line].indexOf(fingerprint) + 1}`;
}

describe('npm run legal:record', () => {
  it('records the new wording once the editor has added the change: one line added, the archive written, the check passing', async () => {
    await writeFile(file(POLICY), rewordOneSentence(await read(POLICY)).text);
    await addChangeEntry(project.dir, POLICY, 'The test reworded a sentence.', today);
    const edited = await read(POLICY);
    const { code, lines } = await npmRun('legal:record');
    expect(lines).toEqual([
      `${POLICY} records the version of ${today}: its fingerprint is in the change, and its wording in ${ARCHIVE}/${today}.md`,
      `content/legal/terms.md is recorded already: its wording is the version of ${content.terms.changes![0].date}`,
      `No problems, ${filesChecked + 1} files checked`,
    ]);
    expect(code).toBe(0);

    const recorded = await read(POLICY);
    const { body } = splitFrontMatter(recorded)!;
    const fingerprint = wordingFingerprint(body);
    // The front matter gains exactly one line, under the change the editor wrote; nothing else moves.
    const noteLine = '    text: The test reworded a sentence.\n';
    expect(recorded).toBe(edited.replace(noteLine, `${noteLine}    fingerprint: ${fingerprint}\n`));
    expect(await read(`${ARCHIVE}/${today}.md`)).toBe(body);
    expect(await npmRun('check:content')).toEqual({
      code: 0,
      lines: [`No problems, ${filesChecked + 1} files checked`],
    });
  }, 60_000);

  it('refuses to rewrite a recorded version when the wording changed without a new change', async () => {
    await writeFile(file(POLICY), rewordOneSentence(await read(POLICY)).text);
    const before = await read(POLICY);
    const archive = await readdir(file(ARCHIVE));
    const { code, lines } = await npmRun('legal:record');
    expect(code).toBe(1);
    expect(lines[0]).toBe(
      `${POLICY} has new wording, but its newest change (${content.privacyPolicy.changes![0].date}) records an earlier version, which is never rewritten: add a change at the top of changes for the new wording, then run npm run legal:record again`,
    );
    expect(await read(POLICY)).toBe(before);
    expect(await readdir(file(ARCHIVE))).toEqual(archive);
  }, 60_000);

  it('refuses a new change that changes no word', async () => {
    await addChangeEntry(project.dir, POLICY, 'The test changed nothing.', today);
    const before = await read(POLICY);
    const { code, lines } = await npmRun('legal:record');
    expect(code).toBe(1);
    expect(lines[0]).toBe(
      `${POLICY} has the same wording as its version of ${content.privacyPolicy.changes![0].date}, so its newest change (${today}) changes nothing: change the text first, or remove that change and set lastUpdated back`,
    );
    expect(await read(POLICY)).toBe(before);
  }, 60_000);

  it('keeps a file saved with Windows line endings (CRLF) as it is', async () => {
    const { text, paragraphLine } = rewordOneSentence((await read(POLICY)).replaceAll('\n', '\r\n'));
    await writeFile(file(POLICY), text);
    // The check points at the reworded paragraph whatever the line endings.
    expect((await npmRun('check:content')).lines[0]).toMatch(
      new RegExp(`^${POLICY}:${paragraphLine}:1  body: `),
    );
    await addChangeEntry(project.dir, POLICY, 'The test reworded a sentence.', today);
    const edited = await read(POLICY);
    expect((await npmRun('legal:record')).code).toBe(0);
    const recorded = await read(POLICY);
    expect(recorded).not.toMatch(/(?<!\r)\n/);
    const fingerprint = wordingFingerprint(splitFrontMatter(recorded)!.body);
    const noteLine = '    text: The test reworded a sentence.\r\n';
    expect(recorded).toBe(edited.replace(noteLine, `${noteLine}    fingerprint: ${fingerprint}\r\n`));
    expect((await npmRun('check:content')).code).toBe(0);
  }, 60_000);

  it('names a file that is not a guarded text, and the ones that are', async () => {
    const { code, lines } = await npmRun('legal:record', '--', 'content/legal/cookies.md');
    expect(code).toBe(1);
    expect(lines).toEqual([
      `content/legal/cookies.md: not a guarded text; the guarded texts are ${guardedTexts()
        .map((text) => text.file)
        .join(', ')}`,
    ]);
  }, 60_000);
});

describe('recording a change whose date or archive a branch made hostile', () => {
  let sentinel: string;
  const policy = () => guardedTextOf(POLICY)!;

  beforeAll(async () => {
    // A folder beside the project's copy, where a date that climbs out of the archive would write.
    sentinel = await mkdtemp(path.join(tmpdir(), 'masky-sentinel-'));
  });

  afterAll(async () => {
    await rm(sentinel, { recursive: true, force: true });
  });

  /**
   * Rewords the policy and puts a change on top dated `date`, as the branch wrote it, then records
   * it: the line the command prints, and whether the policy is still as the branch left it.
   */
  async function recordWithDate(date: string): Promise<{ line: string; untouched: boolean }> {
    await writeFile(file(POLICY), rewordOneSentence(await read(POLICY)).text);
    await addChangeEntry(project.dir, POLICY, 'The test reworded a sentence.', date);
    const edited = await read(POLICY);
    const { file: recorded, message } = await recordVersion(project.dir, policy());
    return { line: `${recorded} ${message}`, untouched: (await read(POLICY)) === edited };
  }

  const climbing = () => `../../../../../${path.basename(sentinel)}/x`;
  const refusal = (problem: string) =>
    `${POLICY} cannot be recorded: changes[0].date: ${problem}; correct it (npm run check:content shows the line), then run npm run legal:record again`;
  const notADate = refusal('should be a date written YYYY-MM-DD, for example 2025-07-24');

  it.each([
    ['a path that climbs out of the archive', climbing, notADate],
    ['../../x', () => '../../x', notADate],
    [
      'a day that is not on the calendar',
      () => '2026-13-45',
      refusal('2026-13-45 has no month 13; the month is 01 to 12'),
    ],
    ['a day followed by a path', () => '2026-01-01/../../x', notADate],
    ['an absolute path', () => `${sentinel}/x`, notADate],
    ['a NUL', () => '"2026-01-01\\0"', notADate],
  ])('refuses %s as the date, naming the file and the field, and writes nothing', async (_, date, said) => {
    const archive = await readdir(file(ARCHIVE));
    const recorded = await recordWithDate(date());
    // What the file system holds is checked first: it is what the refusal protects.
    expect(await readdir(sentinel)).toEqual([]);
    expect(await readdir(file(ARCHIVE))).toEqual(archive);
    expect(await readdir(file('content/legal/versions'))).toEqual(
      await readdir(path.join(projectRoot, 'content/legal/versions')),
    );
    expect(recorded).toEqual({ line: said, untouched: true });
  });

  it('refuses an archive folder that is a symbolic link, and writes nothing through it', async () => {
    await rm(file(ARCHIVE), { recursive: true });
    await symlink(sentinel, file(ARCHIVE), 'dir');
    const recorded = await recordWithDate(today);
    expect(await readdir(sentinel)).toEqual([]);
    expect(recorded).toEqual({
      line: `${POLICY} cannot be recorded: ${ARCHIVE}/${today}.md lies under ${ARCHIVE}, a symbolic link, which could point the write at any file; nothing was written. Correct the change (npm run check:content shows what to fix), then run npm run legal:record again`,
      untouched: true,
    });
  });

  it('refuses a legal text that is a symbolic link, and writes nothing through it', async () => {
    const outside = path.join(sentinel, 'policy.md');
    await writeFile(file(POLICY), rewordOneSentence(await read(POLICY)).text);
    await addChangeEntry(project.dir, POLICY, 'The test reworded a sentence.', today);
    await cp(file(POLICY), outside);
    await rm(file(POLICY));
    await symlink(outside, file(POLICY));
    const kept = await readFile(outside, 'utf8');
    const { file: recorded, message } = await recordVersion(project.dir, policy());
    expect(await readFile(outside, 'utf8')).toBe(kept);
    expect(await readdir(sentinel)).toEqual(['policy.md']);
    expect(`${recorded} ${message}`).toBe(
      `${POLICY} cannot be recorded: ${POLICY} is a symbolic link, which could point the write at any file; nothing was written. Correct the change (npm run check:content shows what to fix), then run npm run legal:record again`,
    );
    await rm(outside);
  });
});
