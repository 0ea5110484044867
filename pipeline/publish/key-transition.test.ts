import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustedKey } from '../../schemas';
import {
  checkedTransitions,
  readTransition,
  signTransition,
  transitionText,
  TRANSITIONS_DIR,
} from './key-transition';

/**
 * A key rotation on keys the test makes: the statement signed by both keys with GnuPG, as the README
 * says to make one, read and checked as a build checks it before publishing it.
 */

const run = promisify(execFile);
const DATE = '2026-06-01';
const KEY_FILE = 'content/signing/site-key.asc';
let work: string;
let old: openpgp.PrivateKey;
let next: openpgp.PrivateKey;
let stranger: openpgp.PrivateKey;
let trusted: TrustedKey[];

const makeKey = async (name: string) =>
  (
    await openpgp.generateKey({
      type: 'ecc',
      curve: 'ed25519Legacy',
      userIDs: [{ name }],
      date: new Date('2026-01-01T00:00:00Z'),
      format: 'object',
    })
  ).privateKey;
const fingerprint = (key: openpgp.PrivateKey) => key.getFingerprint().toUpperCase();
const transition = () => ({ purpose: 'site', date: DATE, from: fingerprint(old), to: fingerprint(next) });

/** A project holding the site's key file (both public keys) and one statement, named as the build names it. */
async function project(name: string, statement: string): Promise<string> {
  const root = path.join(work, name);
  await mkdir(path.join(root, TRANSITIONS_DIR), { recursive: true });
  await mkdir(path.join(root, path.dirname(KEY_FILE)), { recursive: true });
  // One armoured block with both keys, as gpg --armor --export NEW OLD writes it.
  const [a, b] = [next, old].map((key) => key.toPublic().write());
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  await writeFile(path.join(root, KEY_FILE), openpgp.armor(openpgp.enums.armor.publicKey, both));
  await writeFile(path.join(root, TRANSITIONS_DIR, `${DATE}-site.txt`), statement);
  return root;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'masky-transition-'));
  [old, next, stranger] = await Promise.all([
    makeKey('Old site key'),
    makeKey('New site key'),
    makeKey('Stranger'),
  ]);
  trusted = [
    {
      purpose: 'site',
      fingerprint: fingerprint(old),
      validFrom: '2026-01-01',
      validUntil: DATE,
      note: 'old',
    },
    { purpose: 'site', fingerprint: fingerprint(next), validFrom: DATE, note: 'new' },
  ] as TrustedKey[];
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('a key transition statement', () => {
  it('signed by both keys with gpg --clearsign, as the README says, is read and published', async () => {
    const home = await mkdtemp(path.join(work, 'gnupg-'));
    const gpg = (args: string[], input?: string) => {
      const child = run('gpg', ['--batch', '--pinentry-mode', 'loopback', '--passphrase', '', ...args], {
        env: { ...process.env, GNUPGHOME: home },
      });
      if (input !== undefined) child.child.stdin!.end(input);
      return child;
    };
    await writeFile(path.join(home, 'keys.asc'), `${old.armor()}\n${next.armor()}`);
    await gpg(['--import', path.join(home, 'keys.asc')]);
    const { stdout: statement } = await gpg(
      ['--clearsign', '--local-user', fingerprint(old), '--local-user', fingerprint(next)],
      transitionText(transition()),
    );
    const read = await readTransition(statement, [old.toPublic(), next.toPublic()]);
    expect(read).toEqual({
      transition: transition(),
      signedBy: expect.arrayContaining([fingerprint(old), fingerprint(next)]),
    });
    const root = await project('gpg', statement);
    expect([...(await checkedTransitions(root, trusted, [KEY_FILE])).keys()]).toEqual([`${DATE}-site.txt`]);
    // A reader who trusts the old key checks it with gpg alone.
    const { stderr } = await gpg(['--verify', path.join(root, TRANSITIONS_DIR, `${DATE}-site.txt`)]);
    expect(stderr).toContain('Good signature from "Old site key"');
    expect(stderr).toContain('Good signature from "New site key"');
  });

  it('stops the build when a key did not sign it, or the trust file gives other dates', async () => {
    const newAlone = await openpgp.sign({
      message: await openpgp.createCleartextMessage({ text: transitionText(transition()) }),
      signingKeys: next,
    });
    const shown = `${TRANSITIONS_DIR}/${DATE}-site.txt`;
    await expect(
      checkedTransitions(await project('new-alone', newAlone), trusted, [KEY_FILE]),
    ).rejects.toThrow(
      `${shown} is not signed by its from key ${fingerprint(old)}, with the keys the site publishes (${KEY_FILE}): a transition statement is signed by both keys.`,
    );
    const both = await signTransition(transition(), { from: old, to: next });
    const later = trusted.map((key) => (key.validUntil ? key : { ...key, validFrom: '2026-07-01' }));
    await expect(checkedTransitions(await project('dates', both), later, [KEY_FILE])).rejects.toThrow(
      `${shown}: trust/keys.yaml gives the to key ${fingerprint(next)} the period 2026-07-01 to now, which does not start on the statement's date, ${DATE}.`,
    );
    await expect(
      checkedTransitions(await project('unlisted', both), trusted.slice(0, 1), [KEY_FILE]),
    ).rejects.toThrow(`${shown}: the to key ${fingerprint(next)} is not listed for site in trust/keys.yaml.`);
    await expect(signTransition(transition(), { from: stranger, to: next })).rejects.toThrow(
      `The from key given is ${fingerprint(stranger)}, not ${fingerprint(old)}.`,
    );
  });
});
