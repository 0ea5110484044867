/**
 * `npm run verify-site -- <address>`: checks that a copy of the site serves exactly what the build
 * signed. The address is the site's, a mirror's (a path prefix is fine: https://host/masky/), or a
 * folder holding a copy. The manifest's signature is checked with the key in
 * content/signing/site-key.asc (or `--key FILE`), then every file the manifest names is fetched and
 * compared (tools/verify-site/report.ts says what is printed). Each build also publishes this check
 * as one file, `verify-site.mjs`, that Node runs with no install (tools/verify-site/standalone.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { readSiteKey } from '../pipeline/publish/site-signing';
import type { FlagSettings } from '../shared/flags';
import { reportCopy } from '../tools/verify-site/report';

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
  const flags = parse(await readFile(path.join(root, 'content/site.yaml'), 'utf8')) as FlagSettings;
  process.exitCode = await reportCopy(address, key, flags);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
