import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../schemas';
import { listPageKey } from '../../shared/content-keys';
import { PageData } from './page-data';
import { formatProblem } from './problem';
import { loadContent } from './store';

/**
 * Signed statements (the warrant canary) end to end: a key made here signs statements written here,
 * and the content check accepts them only as signed, by that key, and dated as their files are named.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const { folder, signingKey } = collections.canary;
const KEY_FILE = `content/${signingKey.file}`;
const TODAY = '2026-11-23';
let root: string;
let key: { privateKey: openpgp.PrivateKey; publicKey: string; fingerprint: string };
let otherKey: openpgp.PrivateKey;

/** A statement in the test's own words, as YAML. */
function statement(date: string, nextDue: string, declaration = 'The test has received no letter at all.') {
  return [
    '# A statement of the test.',
    `date: ${date}`,
    `nextDue: ${nextDue}`,
    'declarations:',
    `  - ${declaration}`,
    '',
  ].join('\n');
}

/** Clear-signs a text, as gpg --clearsign and npm run canary:sign do. */
async function sign(text: string, signingKey = key.privateKey): Promise<string> {
  const message = await openpgp.createCleartextMessage({ text });
  return openpgp.sign({ message, signingKeys: signingKey });
}

/** Writes a file under the test project's content folder. */
const write = (relative: string, text: string) => writeFile(path.join(root, 'content', relative), text);

/** The check's report, one line a problem, as npm run check:content prints it. */
async function problems(): Promise<string[]> {
  const result = await loadContent({ root, today: TODAY });
  return result.problems.map(formatProblem);
}

async function makeKey(name: string) {
  return openpgp.generateKey({ type: 'ecc', userIDs: [{ name }], format: 'object' });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'signed-'));
  const made = await makeKey('Test canary key');
  key = {
    privateKey: made.privateKey,
    publicKey: made.publicKey.armor(),
    fingerprint: made.publicKey.getFingerprint().toUpperCase(),
  };
  otherKey = (await makeKey('Another test key')).privateKey;
});

beforeEach(async () => {
  await rm(path.join(root, 'content'), { recursive: true, force: true });
  await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  // The project's own statements were signed with its key; these tests sign their own with theirs.
  for (const name of await readdir(path.join(root, 'content', folder))) {
    if (name.endsWith('.txt')) await rm(path.join(root, 'content', folder, name));
  }
  await write(signingKey.file, key.publicKey);
  await write(`${folder}/2026-10-01.txt`, await sign(statement('2026-10-01', '2026-11-01')));
  await write(`${folder}/2026-11-01.txt`, await sign(statement('2026-11-01', '2026-12-01')));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('signed statements', () => {
  it('accepts statements signed with the key, newest first, each carrying the key it was checked against', async () => {
    const { content, problems: found, versions } = await loadContent({ root, today: TODAY });
    expect(found).toEqual([]);
    const signature = { fingerprint: key.fingerprint, key: signingKey.path };
    const entries = content!.canary;
    expect(entries.map(({ id, url, signature }) => ({ id, url, signature }))).toEqual([
      { id: '2026-11-01', url: '/canary/2026-11-01.txt', signature },
      { id: '2026-10-01', url: '/canary/2026-10-01.txt', signature },
    ]);
    // The page's list reaches the browser with the fingerprint, since the page shows it.
    const list = new PageData(content!, versions).get(listPageKey('canary', 1)) as {
      items: { signature: unknown }[];
    };
    expect(list.items.map((item) => item.signature)).toEqual([signature, signature]);
  });

  it('refuses a statement changed by one word after it was signed, naming its file', async () => {
    const file = `${folder}/2026-11-01.txt`;
    const signed = await readFile(path.join(root, 'content', file), 'utf8');
    const changed = signed.replace('received no letter', 'received one letter');
    expect(changed).not.toBe(signed);
    await write(file, changed);
    expect(await problems()).toEqual([
      `content/${file}:1:1  the signature does not match this statement: its text was changed after it was signed; sign the statement again with the company's key (gpg --clearsign), as content/README.md explains`,
    ]);
  });

  it('refuses a statement signed with another key', async () => {
    await write(`${folder}/2026-11-01.txt`, await sign(statement('2026-11-01', '2026-12-01'), otherKey));
    expect(await problems()).toEqual([
      `content/${folder}/2026-11-01.txt:1:1  the signature does not match this statement: it was not signed with the key in ${KEY_FILE}; sign the statement again with the company's key (gpg --clearsign), as content/README.md explains`,
    ]);
  });

  it('refuses a statement that is not signed at all', async () => {
    await write(`${folder}/2026-11-01.txt`, statement('2026-11-01', '2026-12-01'));
    expect(await problems()).toEqual([
      `content/${folder}/2026-11-01.txt:1:1  this file is not a signed statement: it should start with the line -----BEGIN PGP SIGNED MESSAGE----- and end with the signature; sign it with gpg --clearsign, as content/README.md explains`,
    ]);
  });

  it('refuses every statement while the key is missing, and a private key in its place', async () => {
    await rm(path.join(root, KEY_FILE));
    expect(await problems()).toEqual([
      `${KEY_FILE}:1:1  this file is missing: it holds the public key that signs the statements in content/${folder}/, and without it no signature can be checked; export the key with gpg --armor --export, as content/README.md explains`,
    ]);
    await write(signingKey.file, key.privateKey.armor());
    expect(await problems()).toEqual([
      `${KEY_FILE}:1:1  this file holds a private key, which must never be published: export only the public key, with gpg --armor --export`,
    ]);
  });

  it('needs the statement dated as its file is named, and its next one due after it', async () => {
    await write(`${folder}/2026-11-02.txt`, await sign(statement('2026-11-01', '2026-12-01')));
    await write(`${folder}/2026-11-01.txt`, await sign(statement('2026-11-01', '2026-11-01')));
    // The signed text starts on line 4, below the armour's header and an empty line; the date is its second line.
    expect(await problems()).toEqual([
      `content/${folder}/2026-11-01.txt:6:10  nextDue: the next statement is due 2026-11-01, which is not after this statement's date (2026-11-01); write a later day and sign the statement again`,
      `content/${folder}/2026-11-02.txt:5:7  date: the statement is dated 2026-11-01 but its file is named 2026-11-02.txt; the file's name must be the statement's date: rename the file 2026-11-01.txt, or correct the date and sign the statement again`,
    ]);
  });

  it('refuses a placeholder in a statement, since the page must show the words as signed', async () => {
    await write(
      `${folder}/2026-11-01.txt`,
      await sign(statement('2026-11-01', '2026-12-01', '"{product} has received no letter."')),
    );
    expect(await problems()).toEqual([
      `content/${folder}/2026-11-01.txt:8:5  declarations[0]: a signed statement is shown exactly as it was signed, so it cannot hold placeholders such as {product}: write the words out`,
    ]);
  });
});
