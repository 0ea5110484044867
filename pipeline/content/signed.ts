import type { Key, PublicKey, Subkey } from 'openpgp';
import { TRUST_FILE } from './trust';

// openpgp.js is loaded when first needed: tests that render pages in jsdom load the content store,
// and openpgp.js cannot start in jsdom (its Uint8Array and jsdom's are not the same).
const pgp = () => import('openpgp');

/** The text a clear-signed file (RFC 9580, section 7) signs, and the line it starts on. */
export type SignedText = { text: string; line: number } | { problem: string };

const NOT_SIGNED =
  'this file is not a signed statement: it should start with the line -----BEGIN PGP SIGNED MESSAGE----- and end with the signature; sign it with gpg --clearsign, as content/README.md explains';

export async function signedText(file: string): Promise<SignedText> {
  try {
    const message = await (await pgp()).readCleartextMessage({ cleartextMessage: file });
    // The text starts after the armour's header lines and the empty line that ends them.
    const header = file.split('\n').findIndex((line, index) => index > 0 && line.trim() === '');
    return { text: message.getText(), line: header + 2 };
  } catch {
    return { problem: NOT_SIGNED };
  }
}

export interface SigningKey {
  key: PublicKey;
  fingerprint: string;
}

/**
 * The keys of a key file, the first one first. A file may hold more than one key (gpg --armor
 * --export of two keys writes both), so that statements signed before a key was replaced still
 * verify, each against the key that signed it.
 */
export type SigningKeyResult = { keys: [SigningKey, ...SigningKey[]] } | { problem: string };

export async function readSigningKey(armored: string): Promise<SigningKeyResult> {
  // openpgp.js reads the first armoured block alone, where gpg reads every one: a second block, a
  // key appended with >>, would be left unchecked here, and published.
  if ((armored.match(/-----BEGIN PGP /g) ?? []).length > 1)
    return {
      problem:
        'this file holds more than one armoured block: export every key into one, with gpg --armor --export NEW-KEY-ID OLD-KEY-ID, as content/README.md explains',
    };
  try {
    const keys = await (await pgp()).readKeys({ armoredKeys: armored });
    if (keys.some((key) => key.isPrivate())) {
      return {
        problem:
          'this file holds a private key, which must never be published: export only the public key, with gpg --armor --export',
      };
    }
    const [first, ...others] = keys.map((key) => ({
      key: key as PublicKey,
      fingerprint: key.getFingerprint().toUpperCase(),
    }));
    if (!first) throw new Error('no key');
    return { keys: [first, ...others] };
  } catch {
    return {
      problem:
        'this file is not an OpenPGP public key: export it with gpg --armor --export, as content/README.md explains',
    };
  }
}

/**
 * The key of a file's keys that made a clear-signed text's signature, by the key id the signature
 * names; the first key when the text names none of them, so the problem says the signature is not
 * by the key in the file.
 */
export async function signerOf(
  file: string,
  keys: readonly [SigningKey, ...SigningKey[]],
): Promise<SigningKey> {
  try {
    const message = await (await pgp()).readCleartextMessage({ cleartextMessage: file });
    const ids = message.getSigningKeyIDs();
    return keys.find(({ key }) => ids.some((id) => key.getKeys(id).length > 0)) ?? keys[0];
  } catch {
    return keys[0];
  }
}

/** What a signature must keep to, besides matching its text: the period its key is trusted for, and its statement's day. */
export interface SignatureRules {
  /** The trust file's entry for the key: the first and, if any, the last day (UTC) its signatures count. */
  trusted: { validFrom: string; validUntil?: string };
  /** The statement's own date, YYYY-MM-DD, once its text has read as one. */
  statementDate?: string;
}

const DAY = 24 * 60 * 60 * 1000;
// A statement may be signed as soon as its day has begun anywhere on earth: in UTC+14, the day
// starts 14 hours before it does in UTC.
const EARLIEST_ZONE = 14 * 60 * 60 * 1000;

/** The first moment of a day written YYYY-MM-DD, in UTC, in milliseconds. */
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A moment as the problems write it: the day and the minute, in UTC. */
const moment = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What is wrong with when a signature was made, or nothing. The time is the one the signature
 * states, which only the key's holder could write, so a signature counts only if it was made while
 * the key itself was valid (from its creation to its expiry), within the period the trust file
 * lists it for, and no earlier than the statement's day. A leaked key that expired, or one the site
 * stopped trusting, cannot then sign a new statement by dating its signature back.
 */
export function signatureTimeProblem(
  made: number,
  signingKey: { created: number; expires: number },
  keyFile: string,
  rules: SignatureRules,
): string | undefined {
  const { validFrom, validUntil } = rules.trusted;
  const again = 'sign the statement again, with a key the site trusts, as content/README.md explains';
  if (made < signingKey.created)
    return `the signature is dated ${moment(made)}, before the key in ${keyFile} was made (${moment(signingKey.created)}), so the date is false; ${again}`;
  if (made >= signingKey.expires)
    return `the signature was made ${moment(made)}, after the key in ${keyFile} expired (${moment(signingKey.expires)}), and a signature by an expired key does not count; ${again}`;
  if (made < startOfDay(validFrom))
    return `the signature was made ${moment(made)}, before the site began to trust its key (validFrom ${validFrom} in ${TRUST_FILE}); ${again}`;
  if (validUntil !== undefined && made >= startOfDay(validUntil) + DAY)
    return `the signature was made ${moment(made)}, after the site stopped trusting its key (validUntil ${validUntil} in ${TRUST_FILE}); ${again}`;
  const { statementDate } = rules;
  if (statementDate !== undefined && made < startOfDay(statementDate) - EARLIEST_ZONE)
    return `the signature was made ${moment(made)}, before the statement's own date (${statementDate}), and a statement counts only if it is signed on its day or later; sign it again on ${statementDate} or after`;
  return undefined;
}

/**
 * When a key, or the subkey of it that signs, was made and when it expires (`Infinity` for never),
 * in milliseconds: a subkey expires with its key, or sooner.
 */
export async function keyLifetime(
  key: Key,
  signingKey: Key | Subkey = key,
): Promise<{ created: number; expires: number }> {
  const expiries = await Promise.all([
    key.getExpirationTime(),
    signingKey === key ? null : (signingKey as Subkey).getExpirationTime(),
  ]);
  return {
    created: signingKey.getCreationTime().getTime(),
    expires: Math.min(...expiries.map((time) => (time instanceof Date ? time.getTime() : Infinity))),
  };
}

/** What is wrong with a file's signature; nothing for a file that is no signed message, which signedText reports. */
export async function signatureProblem(
  file: string,
  key: PublicKey,
  keyFile: string,
  rules: SignatureRules,
): Promise<string | undefined> {
  const openpgp = await pgp();
  let message: Awaited<ReturnType<typeof openpgp.readCleartextMessage>>;
  try {
    message = await openpgp.readCleartextMessage({ cleartextMessage: file });
  } catch {
    return undefined;
  }
  const mismatch = (reason: string) =>
    `the signature does not match this statement: ${reason}; sign the statement again with the company's key (gpg --clearsign), as content/README.md explains`;
  let signature: Awaited<ReturnType<typeof openpgp.verify>>['signatures'][number];
  let packet: Awaited<typeof signature.signature>['packets'][number] | undefined;
  try {
    // Verifying starts here; whether the signature matches is awaited below, once its date is known.
    const { signatures } = await openpgp.verify({ message, verificationKeys: key });
    if (signatures.length === 0) return NOT_SIGNED;
    signature = signatures[0];
    [packet] = (await signature.signature).packets;
  } catch {
    return mismatch('its text was changed after it was signed');
  }
  if (!packet) return NOT_SIGNED;
  // The signing key is the key itself or one of its subkeys; without one of them, nothing else
  // about the signature matters.
  const [signingKey] = key.getKeys(signature.keyID);
  if (!signingKey) return mismatch(`it was not signed with the key in ${keyFile}`);
  const timing = signatureTimeProblem(
    packet.created?.getTime() ?? 0,
    await keyLifetime(key, signingKey),
    keyFile,
    rules,
  );
  if (timing) return timing;
  try {
    await signature.verified;
    return undefined;
  } catch (error) {
    return mismatch(
      error instanceof Error && /key/i.test(error.message)
        ? `it was not signed with the key in ${keyFile}`
        : 'its text was changed after it was signed',
    );
  }
}
