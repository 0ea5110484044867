import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collections, READABLE_DECLARATIONS_FROM, transparencySchema } from '../../schemas';
import { listPageKey } from '../../shared/content-keys';
import { ContentByKey } from './content-by-key';
import { formatProblem } from './problem';
import { loadContent } from './store';
import { TRUST_FILE } from './trust';
import { siteKeyEntry } from '../../tools/test/site-key';
import { contentDay } from '../../tools/test/content-day';
import { copyContent } from '../../tools/test/project-copy';

/**
 * Signed statements (the warrant canary) end to end: a key made here signs statements written here,
 * and the content check accepts them only as signed, by that key, and dated as their files are named.
 */

const { folder, signingKey } = collections.canary;
const KEY_FILE = `content/${signingKey.file}`;
/**
 * The content's own day, on which its newest legal version is not in the future. The check holds a
 * statement to its signature and its key, never to today, so the statements' days need not follow it.
 */
const TODAY = contentDay();
/** When the tests' keys were made, unless a test makes one at another moment. */
const KEYS_MADE = new Date('2026-01-01T00:00:00Z');
/** When the tests sign, unless a test signs at another moment: after both statements' days. */
const SIGNED_AT = new Date('2026-11-20T12:00:00Z');
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
    `  - text: ${declaration}`,
    '    denies: [nationalSecurityLetters]',
    '',
  ].join('\n');
}

/**
 * Clear-signs a text, as gpg --clearsign and npm run canary:sign do, with the signature dated `at`.
 * The signature is made the way openpgp.js makes one, but without its checks of the key's own
 * dates: a key's holder can write any date into a signature (gpg does with --faked-system-time),
 * and these tests write the ones the check must refuse.
 */
async function sign(text: string, signingKey = key.privateKey, at = SIGNED_AT): Promise<string> {
  const message = await openpgp.createCleartextMessage({ text });
  // openpgp.js's type declarations lag its code here: the literal packet's setText is public, and
  // a signature packet's sign takes the literal packet and the configuration.
  const literal = new openpgp.LiteralDataPacket() as unknown as { setText(text: string): void };
  literal.setText(message.getText());
  const packet = new openpgp.SignaturePacket();
  packet.signatureType = openpgp.enums.signature.text;
  packet.publicKeyAlgorithm = signingKey.keyPacket.algorithm;
  packet.hashAlgorithm = openpgp.enums.hash.sha512;
  const signPacket = packet.sign.bind(packet) as unknown as (
    ...args: [typeof signingKey.keyPacket, typeof literal, Date, boolean, openpgp.Config]
  ) => Promise<void>;
  await signPacket(signingKey.keyPacket, literal, at, false, openpgp.config);
  const signatures = new openpgp.PacketList<openpgp.SignaturePacket>();
  signatures.push(packet);
  const Cleartext = message.constructor as new (text: string, signature: openpgp.Signature) => typeof message;
  return new Cleartext(message.getText(), new openpgp.Signature(signatures)).armor();
}

/** Writes a file under the test project's content folder. */
const write = (relative: string, text: string) => writeFile(path.join(root, 'content', relative), text);

/** One key the trust file lists, in YAML, for the canary unless said otherwise. */
function trusted(fingerprint: string, validFrom = '2026-01-01', validUntil?: string): string {
  return [
    '  - purpose: canary',
    `    fingerprint: ${fingerprint}`,
    `    validFrom: ${validFrom}`,
    ...(validUntil ? [`    validUntil: ${validUntil}`] : []),
    '    note: A key made by the test.',
  ].join('\n');
}

/** Writes the test project's trust file with these entries. */
async function trust(...entries: string[]): Promise<void> {
  await mkdir(path.join(root, 'trust'), { recursive: true });
  await writeFile(path.join(root, TRUST_FILE), `keys:\n${[...entries, await siteKeyEntry()].join('\n')}\n`);
}

/** The check's report, one line a problem, as npm run check:content prints it. */
async function problems(): Promise<string[]> {
  const result = await loadContent({ root, today: TODAY });
  return result.problems.map(formatProblem);
}

async function makeKey(name: string, date = KEYS_MADE) {
  return openpgp.generateKey({ type: 'ecc', userIDs: [{ name }], format: 'object', date });
}

/** The problem of a statement whose signature is refused, as the check prints it. */
const refused = (id: string, message: string) => `content/${folder}/${id}.txt:1:1  ${message}`;
const AGAIN = 'sign the statement again, with a key the site trusts, as content/README.md explains';

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
  await copyContent(root);
  // The project's own statements were signed with its key; these tests sign their own with theirs,
  // which their own trust file lists.
  for (const name of await readdir(path.join(root, 'content', folder))) {
    if (name.endsWith('.txt')) await rm(path.join(root, 'content', folder, name));
  }
  await trust(trusted(key.fingerprint));
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
    const list = new ContentByKey(content!, versions).get(listPageKey('canary', 1)) as {
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
      `content/${folder}/2026-11-01.txt:8:11  declarations[0].text: a signed statement is shown exactly as it was signed, so it cannot hold placeholders such as {product}: write the words out`,
    ]);
  });
});

describe('the keys the site trusts', () => {
  const untrusted = (fingerprint: string) =>
    `${KEY_FILE}:1:1  this is not a key the site trusts (fingerprint ${fingerprint}): the build accepts only the canary keys listed in ${TRUST_FILE}, which only a maintainer changes, through a reviewed change. If the company has a new canary key, a maintainer must add it there first (README.md, "Trusted keys"); otherwise restore this file from version control`;

  it("accepts the project's own key and statements as they are", async () => {
    await rm(path.join(root, 'content'), { recursive: true, force: true });
    await copyContent(root);
    expect(await problems()).toEqual([]);
  });

  it('refuses a replaced key, with every statement signed again by it, naming the key file', async () => {
    await write(signingKey.file, otherKey.toPublic().armor());
    await write(`${folder}/2026-10-01.txt`, await sign(statement('2026-10-01', '2026-11-01'), otherKey));
    await write(`${folder}/2026-11-01.txt`, await sign(statement('2026-11-01', '2026-12-01'), otherKey));
    const { problems: found, content } = await loadContent({ root, today: TODAY });
    expect(found.map(formatProblem)).toEqual([untrusted(otherKey.getFingerprint().toUpperCase())]);
    expect(content).toBeUndefined();
  });

  it('trusts no key while the trust file lists none, is missing, or writes a fingerprint loosely', async () => {
    await writeFile(path.join(root, TRUST_FILE), 'keys: []\n');
    expect(await problems()).toEqual([
      `${TRUST_FILE}:1:7  keys: needs at least one key to trust, but it has 0`,
    ]);
    const spaced = key.fingerprint
      .replace(/(.{4})/g, '$1 ')
      .trim()
      .toLowerCase();
    await trust(trusted(`"${spaced}"`));
    expect(await problems()).toEqual([
      `${TRUST_FILE}:3:18  keys[0].fingerprint: write the fingerprint in capitals without spaces, as the check compares it: ${key.fingerprint}`,
    ]);
    await rm(path.join(root, TRUST_FILE));
    expect(await problems()).toEqual([
      `${TRUST_FILE}:1:1  this file is missing: it lists the keys the build trusts, and without it no signature in content/ can be trusted; restore it from version control`,
    ]);
  });

  it('refuses a key that expired two years ago, with its signatures dated back into its life', async () => {
    // The key lived from 2023-11-01 to 2024-11-01; its holder dates each signature 2024-06-01.
    const made = await makeKey('An expired test key', new Date('2023-11-01T00:00:00Z'));
    const expired = await openpgp.reformatKey({
      privateKey: made.privateKey,
      userIDs: [{ name: 'An expired test key' }],
      keyExpirationTime: 366 * 24 * 60 * 60,
      date: new Date('2023-11-01T00:00:00Z'),
      format: 'object',
    });
    const fingerprint = expired.publicKey.getFingerprint().toUpperCase();
    const backDated = new Date('2024-06-01T12:00:00Z');
    await write(signingKey.file, expired.publicKey.armor());
    await write(
      `${folder}/2026-10-01.txt`,
      await sign(statement('2026-10-01', '2026-11-01'), expired.privateKey, backDated),
    );
    await write(
      `${folder}/2026-11-01.txt`,
      await sign(statement('2026-11-01', '2026-12-01'), expired.privateKey, backDated),
    );
    // Not listed, it is refused as any other key is.
    expect(await problems()).toEqual([untrusted(fingerprint)]);
    // Listed, as a key the site once trusted would be, each statement is refused for its date.
    await trust(trusted(fingerprint, '2023-11-01'));
    const tooEarly = (day: string) =>
      refused(
        day,
        `the signature was made 2024-06-01 12:00 UTC, before the statement's own date (${day}), and a statement counts only if it is signed on its day or later; sign it again on ${day} or after`,
      );
    expect(await problems()).toEqual([tooEarly('2026-10-01'), tooEarly('2026-11-01')]);
  });

  it("refuses a signature dated before the statement's day began anywhere, and accepts one from that moment", async () => {
    // 2026-11-01 begins in UTC+14 at 10:00 UTC on 2026-10-31.
    const id = '2026-11-01';
    await write(
      `${folder}/${id}.txt`,
      await sign(statement(id, '2026-12-01'), key.privateKey, new Date('2026-10-31T09:59:00Z')),
    );
    expect(await problems()).toEqual([
      refused(
        id,
        `the signature was made 2026-10-31 09:59 UTC, before the statement's own date (${id}), and a statement counts only if it is signed on its day or later; sign it again on ${id} or after`,
      ),
    ]);
    await write(
      `${folder}/${id}.txt`,
      await sign(statement(id, '2026-12-01'), key.privateKey, new Date('2026-10-31T10:00:00Z')),
    );
    expect(await problems()).toEqual([]);
  });

  it('refuses a signature made after the key itself expired, or dated before the key was made', async () => {
    // The same key, its self-signature made again with an expiry on 2026-10-15.
    const expiring = await openpgp.reformatKey({
      privateKey: key.privateKey,
      userIDs: [{ name: 'Test canary key' }],
      keyExpirationTime: (Date.parse('2026-10-15T00:00:00Z') - KEYS_MADE.getTime()) / 1000,
      date: KEYS_MADE,
      format: 'object',
    });
    await write(signingKey.file, expiring.publicKey.armor());
    await write(
      `${folder}/2026-10-01.txt`,
      await sign(statement('2026-10-01', '2026-11-01'), key.privateKey, new Date('2026-10-01T12:00:00Z')),
    );
    expect(await problems()).toEqual([
      refused(
        '2026-11-01',
        `the signature was made 2026-11-20 12:00 UTC, after the key in ${KEY_FILE} expired (2026-10-15 00:00 UTC), and a signature by an expired key does not count; ${AGAIN}`,
      ),
    ]);
    await write(signingKey.file, key.publicKey);
    await trust(trusted(key.fingerprint, '2025-01-01'));
    await write(
      `${folder}/2025-12-01.txt`,
      await sign(statement('2025-12-01', '2026-01-01'), key.privateKey, new Date('2025-12-01T12:00:00Z')),
    );
    expect(await problems()).toEqual([
      refused(
        '2025-12-01',
        `the signature is dated 2025-12-01 12:00 UTC, before the key in ${KEY_FILE} was made (2026-01-01 00:00 UTC), so the date is false; ${AGAIN}`,
      ),
    ]);
  });

  it('counts a signature only within the days the trust file lists its key for', async () => {
    await trust(trusted(key.fingerprint, '2026-11-21'));
    const before = (id: string) =>
      refused(
        id,
        `the signature was made 2026-11-20 12:00 UTC, before the site began to trust its key (validFrom 2026-11-21 in ${TRUST_FILE}); ${AGAIN}`,
      );
    expect(await problems()).toEqual([before('2026-10-01'), before('2026-11-01')]);
    // Retired on the 2026-11-19: a statement it signed in its time still counts, a later one does not.
    await trust(trusted(key.fingerprint, '2026-01-01', '2026-11-19'));
    await write(
      `${folder}/2026-10-01.txt`,
      await sign(statement('2026-10-01', '2026-11-01'), key.privateKey, new Date('2026-11-19T23:59:00Z')),
    );
    expect(await problems()).toEqual([
      refused(
        '2026-11-01',
        `the signature was made 2026-11-20 12:00 UTC, after the site stopped trusting its key (validUntil 2026-11-19 in ${TRUST_FILE}); ${AGAIN}`,
      ),
    ]);
  });
});

describe('a replaced canary key', () => {
  it('verifies each statement against the key that signed it, in its period, with both keys published', async () => {
    const next = await makeKey('Next test canary key', new Date('2026-11-10T00:00:00Z'));
    const nextFingerprint = next.publicKey.getFingerprint().toUpperCase();
    await trust(trusted(nextFingerprint, '2026-11-10'), trusted(key.fingerprint, '2026-01-01', '2026-11-09'));
    const oldKey = await openpgp.readKey({ armoredKey: key.publicKey });
    const published = new openpgp.PacketList();
    for (const each of [next.publicKey, oldKey]) published.push(...each.toPacketList());
    await write(signingKey.file, openpgp.armor(openpgp.enums.armor.publicKey, published.write()));
    await write(
      `${folder}/2026-10-01.txt`,
      await sign(statement('2026-10-01', '2026-11-01'), key.privateKey, new Date('2026-10-01T12:00:00Z')),
    );
    await write(
      `${folder}/2026-11-01.txt`,
      await sign(statement('2026-11-01', '2026-12-01'), next.privateKey),
    );
    const { content, problems: found } = await loadContent({ root, today: TODAY });
    expect(found.map(formatProblem)).toEqual([]);
    expect(content!.canary.map(({ id, signature }) => [id, signature?.fingerprint])).toEqual([
      ['2026-11-01', nextFingerprint],
      ['2026-10-01', key.fingerprint],
    ]);
    // The old key, retired, signs nothing after its last day, even with the new one published beside it.
    await write(`${folder}/2026-11-01.txt`, await sign(statement('2026-11-01', '2026-12-01')));
    expect(await problems()).toEqual([
      refused(
        '2026-11-01',
        `the signature was made 2026-11-20 12:00 UTC, after the site stopped trusting its key (validUntil 2026-11-09 in ${TRUST_FILE}); ${AGAIN}`,
      ),
    ]);
  });
});

describe('a key file of two armoured blocks', () => {
  it('is refused, since only its first block would be checked', async () => {
    await write(signingKey.file, `${key.publicKey}\n${otherKey.toPublic().armor()}`);
    expect(await problems()).toContain(
      `${KEY_FILE}:1:1  this file holds more than one armoured block: export every key into one, with gpg --armor --export NEW-KEY-ID OLD-KEY-ID, as content/README.md explains`,
    );
  });
});

describe('declarations held to the transparency report', () => {
  const REPORT = 'content/transparency.yaml';

  /** The report as the copied project has it, with the line of each period's count of court orders. */
  async function courtOrders() {
    const text = await readFile(path.join(root, REPORT), 'utf8');
    const report = transparencySchema.parse(parse(text));
    const lines = text
      .split('\n')
      .flatMap((line, index) => (/^\s+courtOrders:\s*\d/.test(line) ? [index + 1] : []));
    return report.periods.map((period, index) => ({ ...period, line: lines[index] }));
  }

  /** A statement whose one declaration is written in YAML lines of its own. */
  const declaring = (date: string, ...lines: string[]) =>
    [
      '# A statement of the test.',
      `date: ${date}`,
      'nextDue: 2026-12-31',
      'declarations:',
      ...lines,
      '',
    ].join('\n');

  /** Signs a statement whose one declaration denies any court order since a day. */
  const denyCourtOrdersSince = async (since: string) =>
    write(
      `${folder}/2026-11-01.txt`,
      await sign(
        declaring(
          '2026-11-01',
          `  - text: We have received no court order since ${since}.`,
          '    denies: [courtOrders]',
          `    since: ${since}`,
        ),
      ),
    );

  it('refuses a declaration that denies court orders the report counts, naming both files and lines', async () => {
    const periods = await courtOrders();
    // The newest period with a court order, so that no later one counts any.
    const counted = periods
      .filter((period) => period.requests.courtOrders > 0)
      .sort((a, b) => b.start.localeCompare(a.start))[0];
    const index = periods.indexOf(counted);
    await denyCourtOrdersSince(counted.start);
    expect(await problems()).toEqual([
      `content/${folder}/2026-11-01.txt:9:13  declarations[0].denies: this declaration denies any court orders since ${counted.start}, but the transparency report counts ${counted.requests.courtOrders} in ${counted.start} to ${counted.end}; a canary must not deny what the report lists: write a declaration that says only what is true (such as one with since: after that period), and sign the statement again (${REPORT}:${counted.line}:20 periods[${index}].requests.courtOrders)`,
    ]);
    // From the day after that period, the report counts none, and the declaration holds.
    const after = new Date(Date.parse(`${counted.end}T00:00:00Z`) + 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);
    await denyCourtOrdersSince(after);
    expect(await problems()).toEqual([]);
  });

  it('asks a declaration narrowed by since to say so in its sentence', async () => {
    await write(
      `${folder}/2026-11-01.txt`,
      await sign(
        declaring(
          '2026-11-01',
          '  - text: We have received no court order.',
          '    denies: [courtOrders]',
          '    since: 2026-10-01',
        ),
      ),
    );
    expect(await problems()).toEqual([
      `content/${folder}/2026-11-01.txt:8:11  declarations[0].text: this declaration speaks only for the days since 2026-10-01, but its sentence does not say so, and readers see the sentence alone: say since when in it, such as "since 1 July 2026", and sign the statement again`,
    ]);
  });

  it('reads a sentence alone in an older statement, and asks a newer one to say what it denies', async () => {
    await write(
      `${folder}/2026-11-01.txt`,
      await sign(declaring('2026-11-01', '  - We have received no letter.')),
    );
    expect(await problems()).toEqual([]);
    await write(
      `${folder}/${READABLE_DECLARATIONS_FROM}.txt`,
      await sign(
        declaring(READABLE_DECLARATIONS_FROM, '  - We have received no letter.'),
        key.privateKey,
        new Date(`${READABLE_DECLARATIONS_FROM}T12:00:00Z`),
      ),
    );
    expect(await problems()).toEqual([
      `content/${folder}/${READABLE_DECLARATIONS_FROM}.txt:8:5  declarations[0]: a statement of ${READABLE_DECLARATIONS_FROM} or later says what each declaration denies, so the build can check it against the transparency report: write it as text: with the sentence and denies: with what it denies, such as denies: [nationalSecurityLetters], and sign the statement again`,
    ]);
  });
});
