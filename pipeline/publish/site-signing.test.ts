import { existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDay, buildMoment } from '../content/build-day';
import { CHECKSUMS_FILE, checksumsText, MANIFEST_FILE, parseManifest, sha256 } from './manifest';
import * as openpgp from 'openpgp';
import { reader, testKey } from './__fixtures__/readers';
import { detachedSignature, readSiteKey, sealSite, signatureProblem, SITE_KEY_FILE } from './site-signing';

const MOMENT = new Date('2026-11-02T10:20:30Z');
let work: string;
let key: Awaited<ReturnType<typeof testKey>>;
let other: Awaited<ReturnType<typeof testKey>>;

/** A project holding only the site's public key, and a built site of a few files, with a mirror list. */
async function fixture(name: string, { mirrors = true } = {}) {
  const root = path.join(work, name);
  const site = path.join(root, 'dist');
  await mkdir(path.join(root, path.dirname(SITE_KEY_FILE)), { recursive: true });
  await writeFile(path.join(root, SITE_KEY_FILE), key.publicKey);
  await mkdir(path.join(site, 'about'), { recursive: true });
  await mkdir(path.join(site, '.well-known'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<p>home</p>');
  await writeFile(path.join(site, 'about/index.html'), '<p>about</p>');
  await writeFile(path.join(site, 'Zebra.txt'), 'capital letters sort first');
  await writeFile(path.join(site, '.well-known/security.txt'), 'Contact: mailto:x@example.org\n');
  await writeFile(path.join(site, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  if (mirrors) await writeFile(path.join(site, 'mirrors.json'), '{"version":"2"}\n');
  return { root, site };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'masky-signing-'));
  [key, other] = await Promise.all([testKey('Site signing, test'), testKey('Someone else')]);
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('sealSite', () => {
  it('lists every served file with its size and SHA-256, in code-unit order, and signs the list and the mirrors', async () => {
    const { root, site } = await fixture('signed');
    const lines: string[] = [];
    const seal = await sealSite(site, {
      root,
      moment: MOMENT,
      env: { SITE_SIGNING_KEY: key.privateKey },
      log: (line) => lines.push(line),
    });
    expect(lines).toEqual([]);
    expect(seal.signed).toEqual(['mirrors.json', MANIFEST_FILE, CHECKSUMS_FILE]);
    const text = await readFile(path.join(site, MANIFEST_FILE));
    const parsed = parseManifest(text.toString('utf8'));
    if ('problem' in parsed) throw new Error(parsed.problem);
    expect(parsed.manifest.built).toBe('2026-11-02T10:20:30Z');
    // It holds for 35 days after its build, by which a site rebuilt daily has long replaced it.
    expect(parsed.manifest.validUntil).toBe('2026-12-07T10:20:30Z');
    // The host's own _headers is never served, and the manifest cannot list itself.
    expect(parsed.manifest.files.map((file) => file.path)).toEqual([
      '.well-known/security.txt',
      'Zebra.txt',
      'about/index.html',
      'index.html',
      'mirrors.json',
      'mirrors.json.asc',
    ]);
    expect(parsed.manifest.files[3]).toEqual({
      path: 'index.html',
      size: 11,
      sha256: sha256(Buffer.from('<p>home</p>')),
    });
    const publicKey = await readSiteKey(root);
    const signature = await readFile(path.join(site, `${MANIFEST_FILE}.asc`), 'utf8');
    expect(await signatureProblem(text, signature, publicKey)).toBeUndefined();
    const mirrors = await readFile(path.join(site, 'mirrors.json'));
    const mirrorsSignature = await readFile(path.join(site, 'mirrors.json.asc'), 'utf8');
    expect(await signatureProblem(mirrors, mirrorsSignature, publicKey)).toBeUndefined();
    // A mirror that rewrites the list, say to add an address of its own, no longer matches its signature.
    const tampered = Buffer.from(mirrors.toString('utf8').replace('"2"', '"2","url":"https://evil.example"'));
    expect(await signatureProblem(tampered, mirrorsSignature, publicKey)).toMatch(
      /^the file was changed after/,
    );
  });

  it('signs the same bytes the same way each time, so that a signed build is reproducible', async () => {
    const { root, site } = await fixture('twice');
    const env = { SITE_SIGNING_KEY: key.privateKey };
    await sealSite(site, { root, moment: MOMENT, env });
    const first = await readFile(path.join(site, `${MANIFEST_FILE}.asc`), 'utf8');
    await sealSite(site, { root, moment: MOMENT, env });
    expect(await readFile(path.join(site, `${MANIFEST_FILE}.asc`), 'utf8')).toBe(first);
  });

  it('writes the manifest unsigned without a key, and says so in one line', async () => {
    const { root, site } = await fixture('unsigned', { mirrors: false });
    const lines: string[] = [];
    const seal = await sealSite(site, { root, moment: MOMENT, env: {}, log: (line) => lines.push(line) });
    expect(seal.signed).toEqual([]);
    expect(lines).toEqual([
      'manifest.json and sha256sums.txt are written unsigned: SITE_SIGNING_KEY is not set (only the publishing job has the key).',
    ]);
    expect(existsSync(path.join(site, CHECKSUMS_FILE))).toBe(true);
    expect(existsSync(path.join(site, `${CHECKSUMS_FILE}.asc`))).toBe(false);
    expect(seal.manifest.files.map((file) => file.path)).toContain('index.html');
  });

  it('refuses a key other than the one the repository publishes', async () => {
    const { root, site } = await fixture('other-key');
    const published = (await readSiteKey(root)).getFingerprint().toUpperCase();
    const theirs = (await openpgp.readKey({ armoredKey: other.publicKey })).getFingerprint().toUpperCase();
    await expect(
      sealSite(site, { root, moment: MOMENT, env: { SITE_SIGNING_KEY: other.privateKey } }),
    ).rejects.toThrow(
      `The key in SITE_SIGNING_KEY (${theirs}) is not the one published in content/signing/site-key.asc (${published}); nobody could check what it signs.`,
    );
  });
});

describe('the checksum list, checked with the tools a reader has', () => {
  it('passes sha256sum -c and gpg --verify, and fails both once a byte changes', async () => {
    const { root, site } = await fixture('readers');
    await sealSite(site, { root, moment: MOMENT, env: { SITE_SIGNING_KEY: key.privateKey }, log: () => {} });
    const listed = (await readFile(path.join(site, CHECKSUMS_FILE), 'utf8')).trimEnd().split('\n');
    // Every file a host is given is listed, the host's headers and the manifest included.
    expect(listed.map((line) => line.slice(66))).toEqual([
      '.well-known/security.txt',
      'Zebra.txt',
      '_headers',
      'about/index.html',
      'index.html',
      'manifest.json',
      'manifest.json.asc',
      'mirrors.json',
      'mirrors.json.asc',
    ]);
    // The reader imports the key from the page into a keyring of their own: no project code runs.
    const home = await mkdtemp(path.join(work, 'gnupg-'));
    const gpg = (args: string[]) => reader('gpg', ['--batch', ...args], site, { GNUPGHOME: home });
    await writeFile(path.join(home, 'site-key.asc'), key.publicKey);
    expect((await gpg(['--import', path.join(home, 'site-key.asc')])).code).toBe(0);

    const good = await gpg(['--verify', `${CHECKSUMS_FILE}.asc`, CHECKSUMS_FILE]);
    expect(good.code).toBe(0);
    expect(good.output).toContain('Good signature from "Site signing, test"');
    const sums = await reader('sha256sum', ['-c', CHECKSUMS_FILE], site);
    expect(sums.code).toBe(0);
    expect(sums.output).toContain('about/index.html: OK');

    await appendFile(path.join(site, 'about/index.html'), ' ');
    const changedPage = await reader('sha256sum', ['-c', CHECKSUMS_FILE], site);
    expect(changedPage.code).toBe(1);
    expect(changedPage.output).toContain('about/index.html: FAILED');
    await appendFile(path.join(site, CHECKSUMS_FILE), '\n');
    const changedList = await gpg(['--verify', `${CHECKSUMS_FILE}.asc`, CHECKSUMS_FILE]);
    expect(changedList.code).toBe(1);
    expect(changedList.output).toContain('BAD signature from "Site signing, test"');
  });

  it('refuses a name that sha256sum would have to escape', () => {
    expect(() => checksumsText([{ path: 'a\\b.html', sha256: '0'.repeat(64) }])).toThrow(
      '"a\\\\b.html" cannot be listed in sha256sums.txt: its name holds a backslash or a line break',
    );
  });
});

describe('readSiteKey', () => {
  it('refuses a private key committed in place of the public one', async () => {
    const { root } = await fixture('private-in-content');
    await writeFile(path.join(root, SITE_KEY_FILE), key.privateKey);
    await expect(readSiteKey(root)).rejects.toThrow(
      'content/signing/site-key.asc holds a private key, which must never be in the repository',
    );
  });
});

describe('readSiteKey, for the readers’ gpg', () => {
  it('refuses a key of a kind GnuPG 2.2 and 2.4 cannot check', async () => {
    const { root } = await fixture('newer-ed25519');
    const { publicKey } = await openpgp.generateKey({
      type: 'curve25519',
      userIDs: [{ name: 'Newer kind' }],
      format: 'armored',
    });
    await writeFile(path.join(root, SITE_KEY_FILE), publicKey);
    await expect(readSiteKey(root)).rejects.toThrow(
      "content/signing/site-key.asc is a version 4 ed25519 key, which the GnuPG readers have (2.2 and 2.4) cannot check: make an Ed25519 key with gpg --quick-generate-key NAME ed25519 sign (openpgp.js: type 'ecc', curve 'ed25519Legacy'), or an RSA key.",
    );
  });
});

describe('signatureProblem', () => {
  it('names a changed file, and a signature by another key', async () => {
    const privateKey = await openpgp.readPrivateKey({ armoredKey: key.privateKey });
    const otherKey = await openpgp.readPrivateKey({ armoredKey: other.privateKey });
    const publicKey = await openpgp.readKey({ armoredKey: key.publicKey });
    const fingerprint = publicKey.getFingerprint().toUpperCase();
    const bytes = Buffer.from('{"files":[]}');
    const signature = await detachedSignature(bytes, privateKey, MOMENT);
    expect(await signatureProblem(Buffer.from('{"files":[1]}'), signature, publicKey)).toBe(
      `the file was changed after it was signed with the key ${fingerprint}`,
    );
    expect(await signatureProblem(bytes, await detachedSignature(bytes, otherKey, MOMENT), publicKey)).toBe(
      `it was not signed with the key ${fingerprint}`,
    );
    expect(await signatureProblem(bytes, 'not a signature', publicKey)).toBe(
      'the signature file is not an OpenPGP signature',
    );
  });
});

describe('the moment a build is made for', () => {
  it("is SOURCE_DATE_EPOCH's, and its day is the UTC day whatever the time zone", () => {
    // 1780000000 is 2026-05-28T20:26:40Z: already the 29th east of UTC+3:34, still the 28th in UTC.
    expect(buildMoment({ SOURCE_DATE_EPOCH: '1780000000' }).toISOString()).toBe('2026-05-28T20:26:40.000Z');
    expect(buildDay({ SOURCE_DATE_EPOCH: '1780000000' })).toBe('2026-05-28');
  });

  it('is now, to the second, without it', () => {
    const now = new Date('2026-03-04T05:06:07.890Z');
    expect(buildMoment({}, now).toISOString()).toBe('2026-03-04T05:06:07.000Z');
  });

  it('refuses a SOURCE_DATE_EPOCH that is no number of seconds', () => {
    expect(() => buildMoment({ SOURCE_DATE_EPOCH: '2026-05-28' })).toThrow(
      'SOURCE_DATE_EPOCH is "2026-05-28", which is not a moment: give whole seconds since 1970, such as $(git log -1 --format=%ct).',
    );
  });
});
