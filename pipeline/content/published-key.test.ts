import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../schemas';
import { publishedFiles } from '../prerender/published-files';
import { formatProblem } from './problem';
import { loadContent } from './store';
import { copyContent } from '../../tools/test/project-copy';
import { trustSiteKey } from '../../tools/test/site-key';

/**
 * The site's signing key as the page on checking a copy gives it: the content check reads it, the
 * page's data carries what it read (never a fingerprint typed into the copy), and the build
 * publishes the key file as it is. A copy of the project with a key made here stands for any key.
 */

const { publishedKey } = collections.verifyPage;
const KEY_FILE = `content/${publishedKey.file}`;
let root: string;

beforeEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = await mkdtemp(path.join(tmpdir(), 'published-key-'));
  await copyContent(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const problemsOf = async () => (await loadContent({ root })).problems.map(formatProblem);

describe('the key a page publishes', () => {
  it('reaches the page’s data with its fingerprint and name, in every language, and is published as it is', async () => {
    const made = await openpgp.generateKey({
      type: 'ecc',
      curve: 'ed25519Legacy',
      userIDs: [{ name: 'Site signing, test' }],
      format: 'object',
    });
    const armored = made.publicKey.armor();
    await trustSiteKey(root, armored);
    const { content, languages, problems } = await loadContent({ root });
    expect(problems.map(formatProblem)).toEqual([]);
    const expected = {
      fingerprint: made.publicKey.getFingerprint().toUpperCase(),
      name: 'Site signing, test',
      url: publishedKey.path,
      // Every key the trust file lists comes with it, for the page to list: this one among them.
      trusted: expect.arrayContaining([
        {
          purpose: 'site',
          fingerprint: made.publicKey.getFingerprint().toUpperCase(),
          validFrom: '2000-01-01',
        },
      ]),
    };
    for (const language of languages!) expect(language.content.verifyPage.publishedKey).toEqual(expected);
    const files = await publishedFiles(root, content!);
    expect(files[publishedKey.path]).toBe(await readFile(path.join(root, KEY_FILE), 'utf8'));
  });

  it('is refused when the trust file does not list it for signing the site', async () => {
    const made = await openpgp.generateKey({
      type: 'ecc',
      curve: 'ed25519Legacy',
      userIDs: [{ name: 'Put here by an editor' }],
      format: 'object',
    });
    await writeFile(path.join(root, KEY_FILE), made.publicKey.armor());
    const fingerprint = made.publicKey.getFingerprint().toUpperCase();
    expect(await problemsOf()).toEqual([
      expect.stringContaining(
        `this is not a key the site trusts (fingerprint ${fingerprint}): the build accepts only the site keys listed in trust/keys.yaml`,
      ),
    ]);
  });

  it('is needed: without it the page could give no key', async () => {
    await rm(path.join(root, KEY_FILE));
    expect(await problemsOf()).toEqual([
      expect.stringMatching(new RegExp(`^${KEY_FILE}:1:1 .*this file is missing`)),
    ]);
  });

  it('refuses a private key, and a key the readers’ GnuPG cannot check', async () => {
    const v6 = await openpgp.generateKey({
      type: 'curve25519',
      userIDs: [{ name: 'Newer kind of key, test' }],
      format: 'armored',
    });
    await writeFile(path.join(root, KEY_FILE), v6.privateKey);
    expect(await problemsOf()).toEqual([expect.stringContaining('holds a private key')]);
    await writeFile(path.join(root, KEY_FILE), v6.publicKey);
    expect(await problemsOf()).toEqual([
      expect.stringContaining('which the GnuPG readers have (2.2 and 2.4) cannot check'),
    ]);
  });
});
