/**
 * The one-file verifier: `node verify-site.mjs <https://address/ or folder> --key site-key.asc`.
 * Every build publishes it at the root of the site (pipeline/publish/verifier.ts bundles this file
 * with everything it needs), so a reader behind a block checks a copy with Node alone, with no
 * checkout and no install. It checks what `npm run verify-site` checks (tools/verify-site/report.ts),
 * and trusts only a key the site listed when the verifier was built: another key is refused unless
 * the reader names its fingerprint with `--trusted`, having compared it themselves.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSiteKey } from '../../pipeline/publish/site-signing';
import type { VerifierSettings } from '../../pipeline/publish/verifier';
import { reportCopy } from './report';

declare const VERIFIER_SETTINGS: VerifierSettings;

const USAGE = 'node verify-site.mjs <https://address/ or folder> --key site-key.asc [--trusted FINGERPRINT]';

let address: string;
let keyFile: string;
let trusted: string | undefined;
try {
  const { values, positionals } = parseArgs({
    options: { key: { type: 'string' }, trusted: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1 || !values.key) throw new Error(`Name one address and the key: ${USAGE}`);
  [address] = positionals;
  keyFile = path.resolve(values.key);
  trusted = values.trusted?.replace(/\s+/g, '').toUpperCase();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

try {
  const key = await readSiteKey(process.cwd(), keyFile);
  const fingerprint = key.getFingerprint().toUpperCase();
  const listed = VERIFIER_SETTINGS.keys.find((each) => each.fingerprint === fingerprint);
  if (!listed && fingerprint !== trusted) {
    const known = VERIFIER_SETTINGS.keys.map((each) => each.fingerprint).join(', ') || 'none';
    console.error(
      `The key ${fingerprint} is not one this verifier was built to trust (${known}). Compare its fingerprint with the one on the site's page on checking a copy and in its warrant canary; if you trust it, run again with --trusted ${fingerprint}.`,
    );
    process.exit(1);
  }
  process.exitCode = await reportCopy(address, key, VERIFIER_SETTINGS.flags);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
