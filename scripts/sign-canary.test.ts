import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../pipeline/content/problem';
import { loadContent } from '../pipeline/content/store';
import { TRUST_FILE } from '../pipeline/content/trust';
import { contentDay } from '../tools/test/content-day';
import { siteKeyEntry } from '../tools/test/site-key';
import { copyContent } from '../tools/test/project-copy';
import { collections } from '../schemas';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '..');
const { folder, signingKey } = collections.canary;
const PASSPHRASE = 'the test passphrase';
let root: string;
let keyFile: string;
let statementFile: string;
let fingerprint: string;

const STATEMENT = [
  '# A statement of the test.',
  'date: 2026-11-01',
  'nextDue: 2026-12-01',
  'declarations:',
  '  - text: The test has received no letter at all.',
  '    denies: [nationalSecurityLetters]',
  '',
].join('\n');

/** Writes the test project's trust file, listing one canary key. */
async function trust(listed: string): Promise<void> {
  await mkdir(path.join(root, 'trust'), { recursive: true });
  await writeFile(
    path.join(root, TRUST_FILE),
    `keys:\n  - purpose: canary\n    fingerprint: ${listed}\n    validFrom: 2026-01-01\n    note: The test's key.\n${await siteKeyEntry()}\n`,
  );
}

/** Runs npm run canary:sign as company staff would, and returns its exit code and output. */
async function signCli(args: string[], passphrase = PASSPHRASE) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      // As package.json runs it: the script bundled once by scripts/run.mjs, which starts in half the
      // time tsx's loader takes to load the same modules one by one.
      [path.join(projectRoot, 'scripts/run.mjs'), 'scripts/sign-canary.ts', '--root', root, ...args],
      { cwd: projectRoot, env: { ...process.env, CANARY_KEY_PASSPHRASE: passphrase } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'sign-canary-'));
  await copyContent(root);
  // The project's own statements were signed with its key; this test signs with a key of its own.
  for (const name of await readdir(path.join(root, 'content', folder))) {
    if (name.endsWith('.txt')) await rm(path.join(root, 'content', folder, name));
  }
  const { privateKey, publicKey } = await openpgp.generateKey({
    type: 'ecc',
    userIDs: [{ name: 'Test canary key' }],
    passphrase: PASSPHRASE,
    format: 'object',
  });
  fingerprint = publicKey.getFingerprint().toUpperCase();
  await writeFile(path.join(root, 'content', signingKey.file), publicKey.armor());
  await trust(fingerprint);
  keyFile = path.join(root, 'private-key.asc');
  await writeFile(keyFile, privateKey.armor());
  statementFile = path.join(root, 'statement.yaml');
  await writeFile(statementFile, STATEMENT);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run canary:sign', () => {
  it('signs a statement with the key, as it is written, into a file the content check accepts', async () => {
    const { code, output } = await signCli(['--key', keyFile, statementFile]);
    expect(output).toBe(
      `Signed content/${folder}/2026-11-01.txt with the key ${fingerprint}. Run npm run check:content, then commit the file.\n`,
    );
    expect(code).toBe(0);
    const signed = await readFile(path.join(root, 'content', folder, '2026-11-01.txt'), 'utf8');
    expect(signed).toMatch(/^-----BEGIN PGP SIGNED MESSAGE-----\nHash: \w+\n\n/);
    expect(signed).toContain(STATEMENT);
    // The content's own day, on which its newest legal version is not in the future.
    const { problems } = await loadContent({ root, today: contentDay() });
    expect(problems.map(formatProblem)).toEqual([]);

    // A day already signed is replaced only when asked to.
    const again = await signCli(['--key', keyFile, statementFile]);
    expect(again).toEqual({
      code: 1,
      output: `content/${folder}/2026-11-01.txt exists already; give --force to replace the statement of 2026-11-01.\n`,
    });
  });

  it('signs nothing with a wrong passphrase, another key, or a statement with a mistake', async () => {
    expect(await signCli(['--key', keyFile, statementFile], 'not the passphrase')).toEqual({
      code: 1,
      output: 'The passphrase does not unlock this key; nothing was signed.\n',
    });
    const other = await openpgp.generateKey({ type: 'ecc', userIDs: [{ name: 'Another test key' }] });
    const otherFile = path.join(root, 'other-key.asc');
    await writeFile(otherFile, other.privateKey);
    const otherFingerprint = (await openpgp.readKey({ armoredKey: other.publicKey })).getFingerprint();
    expect(await signCli(['--key', otherFile, '--force', statementFile])).toEqual({
      code: 1,
      output: `This key (${otherFingerprint.toUpperCase()}) is not one published in content/${signingKey.file} (${fingerprint}); sign with the canary key.\n`,
    });
    const wrong = path.join(root, 'wrong.yaml');
    await writeFile(wrong, STATEMENT.replace('nextDue: 2026-12-01', 'nextDue: 2026-12-1'));
    expect(await signCli(['--key', keyFile, '--force', wrong])).toEqual({
      code: 1,
      output: `${wrong} is not a valid statement; nothing was signed:\n  nextDue: write the month and the day with two digits each: 2026-12-01\n`,
    });
  });

  it('signs nothing with a key the trust file does not list, or for a day that has not begun', async () => {
    await trust('A'.repeat(40));
    expect(await signCli(['--key', keyFile, '--force', statementFile])).toEqual({
      code: 1,
      output: `This key (${fingerprint}) is not one the site trusts: ${TRUST_FILE} lists the canary keys, and only a maintainer adds one, through a reviewed change (README.md, "Trusted keys"). Nothing was signed.\n`,
    });
    await trust(fingerprint);
    // Three days from now has not begun anywhere on earth.
    const later = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const ahead = path.join(root, 'ahead.yaml');
    await writeFile(
      ahead,
      STATEMENT.replace('date: 2026-11-01', `date: ${later}`).replace(
        'nextDue: 2026-12-01',
        'nextDue: 2999-01-01',
      ),
    );
    const { code, output } = await signCli(['--key', keyFile, ahead]);
    expect({ code, output }).toEqual({
      code: 1,
      output: expect.stringMatching(
        new RegExp(
          `^The content check would refuse this signature, so nothing was signed: the signature was made .+ UTC, before the statement's own date \\(${later}\\), and a statement counts only if it is signed on its day or later; sign it again on ${later} or after\\.\n$`,
        ),
      ),
    });
    expect(await readdir(path.join(root, 'content', folder))).not.toContain(`${later}.txt`);
  });
});
