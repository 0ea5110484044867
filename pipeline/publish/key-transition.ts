import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrivateKey, PublicKey } from 'openpgp';
import type { TrustedKey } from '../../schemas';

// openpgp.js is loaded when a statement is first made or read, as in site-signing.ts.
const pgp = () => import('openpgp');

/**
 * A key transition statement, as Riseup and Apache publish theirs: one text, clear-signed by the
 * old key and the new one, saying that from `date` the new key signs what the old one signed. A
 * reader who trusted the old key checks the old key's signature, and so learns the new key from
 * a key they already trust; the new key's signature shows its holder agreed. The repository keeps
 * each in `trust/transitions/`, beside the trust file, and each build publishes it unchanged under
 * `/key-transitions/`, where `verify-site` looks for one when a copy is signed by another key.
 */
export interface Transition {
  /** What the keys sign: `site` (each build's manifest and checksum list) or `canary`. */
  purpose: string;
  /** The day the new key signs from, YYYY-MM-DD. */
  date: string;
  /** The old key's fingerprint, in capitals. */
  from: string;
  /** The new key's fingerprint, in capitals. */
  to: string;
}

/** The folder of the repository that holds the statements, and the site's folder they are published in. */
export const TRANSITIONS_DIR = 'trust/transitions';
export const TRANSITIONS_PATH = 'key-transitions';

const FIELDS = ['purpose', 'date', 'from', 'to'] as const;

/** The statement's signed text: a sentence for people, then its four fields, one a line. */
export function transitionText(transition: Transition): string {
  return [
    `From ${transition.date}, the key ${transition.to} signs what the key ${transition.from} signed (${transition.purpose}). Both keys signed this statement.`,
    '',
    ...FIELDS.map((field) => `${field}: ${transition[field]}`),
    '',
  ].join('\n');
}

/** A statement signed by both keys, with their signatures dated `date` (the moment it is made). */
export async function signTransition(
  transition: Transition,
  keys: { from: PrivateKey; to: PrivateKey },
  date = new Date(),
): Promise<string> {
  const openpgp = await pgp();
  for (const [field, key] of [
    ['from', keys.from],
    ['to', keys.to],
  ] as const) {
    if (key.getFingerprint().toUpperCase() !== transition[field])
      throw new Error(
        `The ${field} key given is ${key.getFingerprint().toUpperCase()}, not ${transition[field]}.`,
      );
  }
  const signed = await openpgp.sign({
    message: await openpgp.createCleartextMessage({ text: transitionText(transition) }),
    signingKeys: [keys.from, keys.to],
    date,
    config: { nonDeterministicSignaturesViaNotation: false },
  });
  return `${signed.replace(/\r\n/g, '\n').trimEnd()}\n`;
}

/** The fields of a statement's signed text, or nothing when one is missing or written otherwise. */
function fieldsOf(text: string): Transition | undefined {
  const found: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(': ');
    const name = line.slice(0, colon) as (typeof FIELDS)[number];
    if (colon > 0 && FIELDS.includes(name) && found[name] === undefined)
      found[name] = line.slice(colon + 2).trim();
  }
  const { purpose, date, from, to } = found;
  if (!purpose || !date || !from || !to || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (![from, to].every((fingerprint) => /^[0-9A-F]{40}$/.test(fingerprint))) return undefined;
  return { purpose, date, from, to };
}

/**
 * Reads a statement and checks its signatures with `keys`: its fields, and the fingerprints of the
 * keys among them whose signature verifies; or why it is no statement. Nothing of it is believed
 * unless `signedBy` names a key the caller trusts.
 */
export async function readTransition(
  armored: string,
  keys: readonly PublicKey[],
): Promise<{ transition: Transition; signedBy: string[] } | { problem: string }> {
  const openpgp = await pgp();
  let message;
  try {
    message = await openpgp.readCleartextMessage({ cleartextMessage: armored });
  } catch {
    return { problem: 'it is not a clear-signed OpenPGP message' };
  }
  const transition = fieldsOf(message.getText());
  if (!transition) return { problem: `it does not give ${FIELDS.join(', ')} one a line` };
  const signedBy: string[] = [];
  if (keys.length > 0) {
    const { signatures } = await openpgp.verify({ message, verificationKeys: [...keys] });
    for (const signature of signatures) {
      const verified = await signature.verified.then(
        () => true,
        () => false,
      );
      const key = keys.find((each) => each.getKeyIDs().some((id) => id.equals(signature.keyID)));
      if (verified && key) signedBy.push(key.getFingerprint().toUpperCase());
    }
  }
  return { transition, signedBy };
}

/**
 * The statements of `trust/transitions/` by file name, each checked before a build publishes it:
 * both keys listed in the trust file for its purpose, the old one still valid on its date and the
 * new one valid from it, and both signatures verifying with the public keys the site publishes
 * (`keyFiles`, from the root: a purpose's key file holds its old key and its new one). A statement
 * that fails stops the build with a sentence that names its file.
 */
export async function checkedTransitions(
  root: string,
  trusted: readonly TrustedKey[] | undefined,
  keyFiles: readonly string[],
): Promise<Map<string, string>> {
  const folder = path.join(root, TRANSITIONS_DIR);
  const names = existsSync(folder)
    ? (await readdir(folder)).filter((name) => name.endsWith('.txt')).sort()
    : [];
  const checked = new Map<string, string>();
  if (names.length === 0) return checked;
  // Each key file is one armoured block, which the content check holds it to (content/signed.ts);
  // that module is not imported here, since the one-file verifier bundles this one.
  const openpgp = await pgp();
  const keys: PublicKey[] = [];
  for (const file of keyFiles)
    keys.push(...(await openpgp.readKeys({ armoredKeys: await readFile(path.join(root, file), 'utf8') })));
  for (const name of names) {
    const shown = `${TRANSITIONS_DIR}/${name}`;
    const text = await readFile(path.join(folder, name), 'utf8');
    const found = await readTransition(text, keys);
    if ('problem' in found) throw new Error(`${shown} is no transition statement: ${found.problem}.`);
    const { transition, signedBy } = found;
    for (const field of ['from', 'to'] as const) {
      const fingerprint = transition[field];
      const listed = trusted?.find(
        (key) => key.purpose === transition.purpose && key.fingerprint === fingerprint,
      );
      if (!listed)
        throw new Error(
          `${shown}: the ${field} key ${fingerprint} is not listed for ${transition.purpose} in trust/keys.yaml.`,
        );
      const valid =
        field === 'from'
          ? listed.validFrom <= transition.date && (listed.validUntil ?? transition.date) >= transition.date
          : listed.validFrom === transition.date;
      if (!valid)
        throw new Error(
          `${shown}: trust/keys.yaml gives the ${field} key ${fingerprint} the period ${listed.validFrom} to ${listed.validUntil ?? 'now'}, which does not ${field === 'from' ? 'include' : 'start on'} the statement's date, ${transition.date}.`,
        );
      if (!signedBy.includes(fingerprint))
        throw new Error(
          `${shown} is not signed by its ${field} key ${fingerprint}, with the keys the site publishes (${keyFiles.join(', ')}): a transition statement is signed by both keys.`,
        );
    }
    checked.set(name, text);
  }
  return checked;
}
