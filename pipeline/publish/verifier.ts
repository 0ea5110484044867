import path from 'node:path';
import { build } from 'esbuild';
import type { TrustedKey } from '../../schemas';
import type { FlagSettings } from '../../shared/flags';

/**
 * The one-file verifier every build publishes (`/verify-site.mjs`): tools/verify-site/standalone.ts
 * bundled with everything it imports (OpenPGP.js, the manifest's reader, the headers' rules) into
 * one ES module that Node 20 or later runs as it is. The build writes into it the site keys the
 * trust file lists and the flag settings the security headers depend on; it is listed in the
 * manifest and the checksum list like every other file, so a reader checks it with GnuPG first.
 */

/** What the build writes into the verifier: the site's flag settings, and the site keys it trusts. */
export interface VerifierSettings {
  flags: FlagSettings;
  keys: { fingerprint: string; validFrom: string; validUntil?: string }[];
}

/** Where the verifier is published, from the site's root. */
export const VERIFIER_FILE = 'verify-site.mjs';

const ENTRY = 'tools/verify-site/standalone.ts';

/** The verifier's bytes, for the build of the project at `root` with these settings and keys. */
export async function bundleVerifier(
  root: string,
  flags: FlagSettings,
  keys: readonly TrustedKey[],
): Promise<Uint8Array> {
  const settings: VerifierSettings = {
    flags: { flagSource: flags.flagSource, flagBaseUrl: flags.flagBaseUrl },
    keys: keys
      .filter((key) => key.purpose === 'site')
      .map(({ fingerprint, validFrom, validUntil }) => ({
        fingerprint,
        validFrom,
        ...(validUntil && { validUntil }),
      })),
  };
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, ENTRY)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    define: { VERIFIER_SETTINGS: JSON.stringify(settings) },
    banner: {
      js: "#!/usr/bin/env node\n// The site's one-file verifier: node verify-site.mjs <address or folder> --key site-key.asc",
    },
  });
  return result.outputFiles[0].contents;
}
