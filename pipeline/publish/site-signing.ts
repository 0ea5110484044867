import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrivateKey, PublicKey } from 'openpgp';
import { MIRRORS_FILE } from '../../schemas/mirrors';
import { SITE_KEY } from '../../schemas/verify-page';
import {
  CHECKSUMS_FILE,
  checksumsText,
  MANIFEST_FILE,
  manifestFrom,
  manifestText,
  sha256,
  signatureFile,
  siteFiles,
  type Manifest,
  type ManifestFile,
} from './manifest';

// openpgp.js is loaded when something is first signed or checked, not with this module, as in
// pipeline/content/signed.ts: a build without the key never needs it.
const pgp = () => import('openpgp');

/**
 * The public half of the key that signs every build's manifest, relative to the project. It is not
 * the canary's key: that one stays offline with the company, while this one is a secret of the
 * publishing job, so a leak from CI could forge a manifest but never a warrant canary statement.
 */
export const SITE_KEY_FILE = path.posix.join('content', SITE_KEY.file);

/**
 * The files of a build besides the manifest that are signed when the build has them, each with a
 * detached signature beside it (`mirrors.json.asc`): the list of official mirrors, which apps read
 * on their own. They are signed before the manifest is written, so the manifest covers their
 * signatures too.
 */
export const SIGNED_FILES = [MIRRORS_FILE.slice(1)];

/** The variables the publishing job gives the build: the armoured private key, and its passphrase if it has one. */
export const SIGNING_KEY_VARIABLE = 'SITE_SIGNING_KEY';
export const SIGNING_PASSPHRASE_VARIABLE = 'SITE_SIGNING_KEY_PASSPHRASE';

/**
 * The key kinds the GnuPG that readers already have (2.2 in Debian 12 and Ubuntu 24.04, 2.4 on
 * macOS and Windows) checks signatures of: version 4 keys, signing with EdDSA on Ed25519 as GnuPG
 * makes them, or with RSA. The newer Ed25519 of RFC 9580 (openpgp.js's 'curve25519') and version 6
 * keys are refused with "unsupported public-key algorithm" by them.
 */
const READABLE = new Set(['eddsaLegacy', 'rsaSign', 'rsaEncryptSign']);

/** Why `gpg --verify` on a reader's machine could not check what `key` signs, or nothing when it can. */
export function readersCannotCheck(key: PublicKey): string | undefined {
  const { algorithm } = key.getAlgorithmInfo();
  if (key.keyPacket.version === 4 && READABLE.has(algorithm)) return undefined;
  return `is a version ${key.keyPacket.version} ${algorithm} key, which the GnuPG readers have (2.2 and 2.4) cannot check: make an Ed25519 key with gpg --quick-generate-key NAME ed25519 sign (openpgp.js: type 'ecc', curve 'ed25519Legacy'), or an RSA key.`;
}

/** Reads the site's public signing key from the project at `root`; a missing, broken or private key stops with a sentence. */
export async function readSiteKey(root: string, file = path.join(root, SITE_KEY_FILE)): Promise<PublicKey> {
  const shown = path.relative(root, file) || file;
  if (!existsSync(file)) {
    throw new Error(
      `${shown} is missing: export the public half of the site's signing key there (gpg --armor --export KEY-ID > ${shown}).`,
    );
  }
  const openpgp = await pgp();
  let key;
  try {
    key = await openpgp.readKey({ armoredKey: await readFile(file, 'utf8') });
  } catch {
    throw new Error(`${shown} is not an OpenPGP public key: export it with gpg --armor --export.`);
  }
  if (key.isPrivate()) {
    throw new Error(
      `${shown} holds a private key, which must never be in the repository: replace it with the public half (gpg --armor --export), and make a new key, since this one is no longer secret.`,
    );
  }
  const problem = readersCannotCheck(key);
  if (problem) throw new Error(`${shown} ${problem}`);
  return key;
}

/** The private key the environment gives, unlocked, or undefined when it gives none. */
export async function signingKeyFromEnv(env: NodeJS.ProcessEnv): Promise<PrivateKey | undefined> {
  const armored = env[SIGNING_KEY_VARIABLE];
  if (!armored) return undefined;
  const openpgp = await pgp();
  let key: PrivateKey;
  try {
    key = await openpgp.readPrivateKey({ armoredKey: armored });
  } catch {
    throw new Error(
      `${SIGNING_KEY_VARIABLE} does not hold an OpenPGP private key: give the armoured key (gpg --armor --export-secret-keys KEY-ID).`,
    );
  }
  if (key.isDecrypted()) return key;
  const passphrase = env[SIGNING_PASSPHRASE_VARIABLE];
  if (!passphrase)
    throw new Error(
      `The key in ${SIGNING_KEY_VARIABLE} is locked: give its passphrase in ${SIGNING_PASSPHRASE_VARIABLE}.`,
    );
  try {
    return await openpgp.decryptKey({ privateKey: key, passphrase });
  } catch {
    throw new Error(`${SIGNING_PASSPHRASE_VARIABLE} does not unlock the key in ${SIGNING_KEY_VARIABLE}.`);
  }
}

/**
 * A detached, ASCII-armoured signature of `bytes`, dated `date`. With an Ed25519 or RSA key the same
 * bytes, key and date give the same signature, so a signed build stays reproducible: openpgp.js would
 * otherwise add a random notation to each signature, which it is told not to here.
 */
export async function detachedSignature(bytes: Uint8Array, key: PrivateKey, date: Date): Promise<string> {
  const openpgp = await pgp();
  if (key.getCreationTime().getTime() > date.getTime()) {
    throw new Error(
      `The site's signing key was made on ${key.getCreationTime().toISOString()}, after the moment this build is made for (${date.toISOString()}, from SOURCE_DATE_EPOCH): build with a later SOURCE_DATE_EPOCH, or without it.`,
    );
  }
  const signature = await openpgp.sign({
    message: await openpgp.createMessage({ binary: bytes }),
    signingKeys: key,
    detached: true,
    date,
    format: 'armored',
    config: { nonDeterministicSignaturesViaNotation: false },
  });
  // openpgp.js writes the armour with CRLF line ends, which a signature's meaning does not depend on.
  return `${signature.replace(/\r\n/g, '\n').trimEnd()}\n`;
}

/**
 * Checks a detached signature of `bytes` against `key`: says in one sentence what is wrong, or
 * nothing when the key signed exactly these bytes.
 */
export async function signatureProblem(
  bytes: Uint8Array,
  armoredSignature: string,
  key: PublicKey,
): Promise<string | undefined> {
  const openpgp = await pgp();
  let signature;
  try {
    signature = await openpgp.readSignature({ armoredSignature });
  } catch {
    return 'the signature file is not an OpenPGP signature';
  }
  const message = await openpgp.createMessage({ binary: bytes });
  const { signatures } = await openpgp.verify({ message, signature, verificationKeys: key });
  if (signatures.length === 0) return 'the signature file holds no signature';
  const fingerprint = key.getFingerprint().toUpperCase();
  for (const each of signatures) {
    if (
      await each.verified.then(
        () => true,
        () => false,
      )
    )
      return undefined;
  }
  const ours = signatures.some((each) => key.getKeyIDs().some((id) => id.equals(each.keyID)));
  return ours
    ? `the file was changed after it was signed with the key ${fingerprint}`
    : `it was not signed with the key ${fingerprint}`;
}

/** What `sealSite` did: the manifest it wrote, and the files it signed (none without a key). */
export interface Seal {
  manifest: Manifest;
  signed: string[];
}

/**
 * The key a build signs with: the one in `SITE_SIGNING_KEY`, and only if its public half is the one
 * in the repository, since nobody could check what another key signs; none when the variable is unset.
 */
export async function siteSigningKey(root: string, env: NodeJS.ProcessEnv): Promise<PrivateKey | undefined> {
  const key = await signingKeyFromEnv(env);
  if (key) {
    const published = await readSiteKey(root);
    const [ours, theirs] = [key.getFingerprint(), published.getFingerprint()].map((each) =>
      each.toUpperCase(),
    );
    if (ours !== theirs) {
      throw new Error(
        `The key in ${SIGNING_KEY_VARIABLE} (${ours}) is not the one published in ${SITE_KEY_FILE} (${theirs}); nobody could check what it signs.`,
      );
    }
  }
  return key;
}

/**
 * What seals a set of files, made in memory: the signatures of the SIGNED_FILES among them, the
 * manifest and its signature, and last the checksum list of every file (`sha256sums.txt`, which
 * lists the manifest too) and its signature; without a key, the manifest and the list unsigned.
 * `files` are the files with their digests, and `bytesOf` gives the bytes of a file to sign.
 */
export async function sealFiles(
  given: readonly ManifestFile[],
  options: {
    key: PrivateKey | undefined;
    moment: Date;
    bytesOf: (file: string) => Promise<Uint8Array> | Uint8Array;
  },
): Promise<{ manifest: Manifest; signed: string[]; written: [string, Uint8Array][] }> {
  const { key, moment, bytesOf } = options;
  // What a seal writes is never sealed itself: a folder sealed again holds the last seal's files.
  const sealing = new Set([
    ...SIGNED_FILES.map(signatureFile),
    MANIFEST_FILE,
    signatureFile(MANIFEST_FILE),
    CHECKSUMS_FILE,
    signatureFile(CHECKSUMS_FILE),
  ]);
  const files = given.filter((file) => !sealing.has(file.path));
  const written: [string, Uint8Array][] = [];
  const extra: ManifestFile[] = [];
  const own = (file: string, text: string) => {
    const bytes = Buffer.from(text);
    written.push([file, bytes]);
    extra.push({ path: file, size: bytes.length, sha256: sha256(bytes) });
  };
  const present = new Set(files.map((file) => file.path));
  const signed: string[] = [];
  if (key) {
    for (const file of SIGNED_FILES) {
      if (!present.has(file)) continue;
      own(signatureFile(file), await detachedSignature(await bytesOf(file), key, moment));
      signed.push(file);
    }
  }
  const manifest = manifestFrom([...files, ...extra], moment);
  const text = manifestText(manifest);
  own(MANIFEST_FILE, text);
  if (key) {
    own(signatureFile(MANIFEST_FILE), await detachedSignature(Buffer.from(text), key, moment));
    signed.push(MANIFEST_FILE);
  }
  // The checksum list comes last, since it lists every other file, the manifest and its signature among them.
  const checksums = checksumsText([...files, ...extra]);
  written.push([CHECKSUMS_FILE, Buffer.from(checksums)]);
  if (key) {
    written.push([
      signatureFile(CHECKSUMS_FILE),
      Buffer.from(await detachedSignature(Buffer.from(checksums), key, moment)),
    ]);
    signed.push(CHECKSUMS_FILE);
  }
  return { manifest, signed, written };
}

/** The one line a build without the key prints. */
export const UNSIGNED_NOTICE = `${MANIFEST_FILE} and ${CHECKSUMS_FILE} are written unsigned: ${SIGNING_KEY_VARIABLE} is not set (only the publishing job has the key).`;

/**
 * The last step of a build, once every other file is written: seals the folder (`sealFiles`) and
 * writes what seals it beside its files. It signs when `SITE_SIGNING_KEY` is set, and only with the
 * key whose public half is in the repository; without a key the manifest and the checksum list are
 * written unsigned, and `log` says so in one line.
 */
export async function sealSite(
  siteDir: string,
  options: {
    root: string;
    moment: Date;
    env?: NodeJS.ProcessEnv;
    log?: (line: string) => void;
    /**
     * Every file the build wrote, with the digest it took as it wrote it, and the bytes of the files
     * it signs: given, nothing is read back from the folder. A folder sealed without them (a test's
     * copy) is read.
     */
    written?: { files: readonly ManifestFile[]; bytes: ReadonlyMap<string, Uint8Array> };
  },
): Promise<Seal> {
  const { root, moment, env = process.env, log = console.log, written } = options;
  const key = await siteSigningKey(root, env);
  const files =
    written?.files ??
    (await Promise.all(
      (await siteFiles(siteDir)).map(async (file) => {
        const bytes = await readFile(path.join(siteDir, file));
        return { path: file, size: bytes.length, sha256: sha256(bytes) };
      }),
    ));
  const seal = await sealFiles(files, {
    key,
    moment,
    bytesOf: (file) => written?.bytes.get(file) ?? readFile(path.join(siteDir, file)),
  });
  for (const [file, bytes] of seal.written) await writeFile(path.join(siteDir, file), bytes);
  if (!key) log(UNSIGNED_NOTICE);
  return { manifest: seal.manifest, signed: seal.signed };
}
