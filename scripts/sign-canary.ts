/**
 * `npm run canary:sign -- --key <private-key.asc> <statement.yaml>`: signs a new warrant canary
 * statement with the company's private key and writes it, clear-signed, to
 * `content/canary/<date>.txt`, where the build checks it against `content/canary/signing-key.asc`,
 * whose key `trust/keys.yaml` must list for the canary.
 * The passphrase of the key is read from CANARY_KEY_PASSPHRASE, or asked for without showing it.
 * `--root DIR` writes into DIR's `content/` instead of this project's; `--force` replaces a
 * statement already signed for that day. content/README.md explains the whole routine.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import * as openpgp from 'openpgp';
import { parse } from 'yaml';
import { canaryStatementSchema, collections } from '../schemas';
import { formatPath } from '../schemas/field-path';
import { formatProblem } from '../pipeline/content/problem';
import { keyLifetime, signatureTimeProblem } from '../pipeline/content/signed';
import { readTrust, TRUST_FILE, trustedKey } from '../pipeline/content/trust';
import { insideFolder, UnsafePath } from '../pipeline/inside-folder';

const USAGE = 'npm run canary:sign -- --key <private-key.asc> <statement.yaml>';

/** Stops the script with a message for the person signing. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Asks for the key's passphrase on the terminal, without showing what is typed. */
async function askPassphrase(): Promise<string> {
  if (!process.stdin.isTTY) {
    fail(
      'The key is protected by a passphrase: set CANARY_KEY_PASSPHRASE, or run this in a terminal to type it.',
    );
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write('Passphrase of the canary key: ');
  // readline echoes each key typed through this method; silencing it keeps the passphrase off the screen.
  (terminal as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  const answer = await terminal.question('');
  terminal.close();
  process.stdout.write('\n');
  return answer;
}

/** Reads the private key and unlocks it with its passphrase, when it has one. */
async function unlockedKey(file: string): Promise<openpgp.PrivateKey> {
  let key: openpgp.PrivateKey;
  try {
    key = await openpgp.readPrivateKey({ armoredKey: await readFile(file, 'utf8') });
  } catch {
    fail(`${file} is not an OpenPGP private key; export it with gpg --armor --export-secret-keys`);
  }
  if (key.isDecrypted()) return key;
  const passphrase = process.env.CANARY_KEY_PASSPHRASE ?? (await askPassphrase());
  try {
    return await openpgp.decryptKey({ privateKey: key, passphrase });
  } catch {
    fail('The passphrase does not unlock this key; nothing was signed.');
  }
}

const { values, positionals } = parseArgs({
  options: {
    key: { type: 'string' },
    root: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (!values.key || positionals.length !== 1) fail(`Name the key and one statement: ${USAGE}`);
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
const { folder, signingKey } = collections.canary;

// The statement is signed as it is written, comments included, so that the published file shows
// the words its author wrote; it is checked first, since a signed mistake needs signing again.
const statementFile = positionals[0];
const text = (await readFile(statementFile, 'utf8')).replace(/\r\n?/g, '\n').trimEnd();
if (text.startsWith('-----BEGIN PGP'))
  fail(`${statementFile} is signed already; give the plain YAML statement.`);
let data: unknown;
try {
  data = parse(text);
} catch (error) {
  fail(`${statementFile} is not valid YAML: ${(error as Error).message}`);
}
const checked = canaryStatementSchema.safeParse(data);
if (!checked.success) {
  fail(
    [
      `${statementFile} is not a valid statement; nothing was signed:`,
      ...checked.error.issues.map(
        (issue) => `  ${formatPath(issue.path) || '(the statement)'}: ${issue.message}`,
      ),
    ].join('\n'),
  );
}
const { date, nextDue } = checked.data;
if (nextDue <= date)
  fail(`The next statement is due ${nextDue}, which is not after the statement's date ${date}.`);

const keyFile = path.join(root, 'content', signingKey.file);
if (!existsSync(keyFile)) {
  fail(
    `content/${signingKey.file} is missing: export the public half of the canary key there first (gpg --armor --export KEY-ID > content/${signingKey.file}).`,
  );
}
// The file may hold the key it replaced as well, so that older statements still verify.
const published = await openpgp.readKeys({ armoredKeys: await readFile(keyFile, 'utf8') });
const key = await unlockedKey(values.key);
const fingerprint = key.getFingerprint().toUpperCase();
// A statement signed with another key would fail the content check; say so now, before writing it.
if (!published.some((each) => each.getFingerprint().toUpperCase() === fingerprint)) {
  const listed = published.map((each) => each.getFingerprint().toUpperCase()).join(', ');
  fail(
    `This key (${fingerprint}) is not one published in content/${signingKey.file} (${listed}); sign with the canary key.`,
  );
}
const trust = readTrust(root);
if (!trust.keys) {
  fail(
    [
      `${TRUST_FILE} has problems, so the check trusts no key and nothing was signed:`,
      ...trust.problems.map((problem) => `  ${formatProblem(problem)}`),
    ].join('\n'),
  );
}
const trusted = trustedKey(trust, signingKey.purpose, fingerprint);
if (!trusted) {
  fail(
    `This key (${fingerprint}) is not one the site trusts: ${TRUST_FILE} lists the ${signingKey.purpose} keys, and only a maintainer adds one, through a reviewed change (README.md, "Trusted keys"). Nothing was signed.`,
  );
}
// The check counts a signature only inside its key's periods and on its statement's day or later:
// the signature made now must be one it counts.
const now = new Date();
const timing = signatureTimeProblem(now.getTime(), await keyLifetime(key), `content/${signingKey.file}`, {
  trusted,
  statementDate: date,
});
if (timing) fail(`The content check would refuse this signature, so nothing was signed: ${timing}.`);

let target: string;
try {
  target = insideFolder(root, `content/${folder}`, `${date}.txt`);
} catch (error) {
  if (!(error instanceof UnsafePath)) throw error;
  fail(`Nothing was signed: ${error.message}.`);
}
const relative = path.relative(root, target).split(path.sep).join('/');
if (existsSync(target) && !values.force) {
  fail(`${relative} exists already; give --force to replace the statement of ${date}.`);
}
const signed = await openpgp.sign({
  message: await openpgp.createCleartextMessage({ text: `${text}\n` }),
  signingKeys: key,
  date: now,
});
// openpgp.js writes the armour with CRLF line ends; the signature covers the text whatever its line
// ends, so the file is written with LF like every other content file, ending with one.
await writeFile(target, `${signed.replace(/\r\n/g, '\n').trimEnd()}\n`);
console.log(
  `Signed ${relative} with the key ${fingerprint}. Run npm run check:content, then commit the file.`,
);
