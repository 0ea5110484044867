/**
 * `npm run verify-site -- <address>`: checks that a copy of the site serves exactly what the build
 * signed. The address is the site's, a mirror's (a path prefix is fine: https://host/masky/), or a
 * folder holding a copy. The manifest's signature is checked with the key in
 * content/signing/site-key.asc (or `--key FILE`), then every file the manifest names is fetched and
 * compared. Each file that differs is printed; the exit status is 1 on any difference or a bad or
 * missing signature, and 0, with one line saying so, when the copy is exact. Over HTTP it also says
 * which of the security headers the build asks for the host sends, which never fails the check.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { printable } from '../pipeline/content/problem';
import { readSiteKey } from '../pipeline/publish/site-signing';
import type { FlagSettings } from '../shared/flags';
import { describeHeaders, headerReport, homeHeaders } from '../tools/verify-site/headers';
import { age, copyAt, verifyCopy } from '../tools/verify-site/verify';

const USAGE = 'npm run verify-site -- <https://address/ or folder> [--key public-key.asc]';
const root = path.resolve(import.meta.dirname, '..');

let address: string;
let keyFile: string | undefined;
try {
  const { values, positionals } = parseArgs({
    options: { key: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(`Name one address to check: ${USAGE}`);
  [address] = positionals;
  keyFile = values.key && path.resolve(values.key);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

try {
  const key = await readSiteKey(root, keyFile);
  const verdict = await verifyCopy(copyAt(address), key);
  const fingerprint = key.getFingerprint().toUpperCase();
  if (verdict.untrusted) {
    console.error(`${address}: ${verdict.untrusted}. Nothing of this copy can be trusted.`);
    process.exit(1);
  }
  // Over HTTP, what the host adds to the files: the security headers the build asks it to send.
  if (/^https?:\/\//i.test(address)) {
    const flags = parse(await readFile(path.join(root, 'content/site.yaml'), 'utf8')) as FlagSettings;
    const headers = await homeHeaders(address);
    console.log(
      typeof headers === 'string'
        ? `The host's headers could not be read: ${headers}.`
        : describeHeaders(headerReport(headers, flags)),
    );
  }
  for (const line of verdict.differences) console.log(line);
  // A hostile copy names its own files: each is printed so that no character in it acts on the terminal.
  for (const file of verdict.extra) console.log(`not in the manifest: ${printable(file)}`);
  const { differences, extra, files } = verdict;
  if (differences.length > 0 || extra.length > 0) {
    // A file the build never wrote is as much a sign of a changed copy as a changed one.
    const parts = [
      ...(differences.length > 0 ? [`${differences.length} of ${files} files differ from`] : []),
      ...(extra.length > 0 ? [`${extra.length} file${extra.length === 1 ? ' is' : 's are'} not in`] : []),
    ];
    console.error(`At ${address}, ${parts.join(', and ')} the manifest signed with the key ${fingerprint}.`);
    process.exit(1);
  }
  console.log(
    `All ${files} files at ${address} match the manifest of the build of ${verdict.built} (${age(verdict.days!)} old, valid until ${verdict.validUntil}), signed with the key ${fingerprint}.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
