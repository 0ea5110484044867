import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { TRUST_FILE } from '../../pipeline/content/trust';
import { SITE_KEY_FILE } from '../../pipeline/publish/site-signing';

/**
 * Puts a site signing key made by a test into a copy of the project, as a maintainer would: its
 * public half at the site key's place under `content/`, and its fingerprint in `trust/keys.yaml`
 * for the `site` purpose, without which the content check refuses it.
 */
export async function trustSiteKey(root: string, armoredPublicKey: string): Promise<void> {
  const key = await openpgp.readKey({ armoredKey: armoredPublicKey });
  await mkdir(path.join(root, path.dirname(SITE_KEY_FILE)), { recursive: true });
  await writeFile(path.join(root, SITE_KEY_FILE), armoredPublicKey);
  await appendFile(
    path.join(root, 'trust/keys.yaml'),
    `  - purpose: site\n    fingerprint: ${key.getFingerprint().toUpperCase()}\n    validFrom: 2000-01-01\n    note: A key made by a test for this copy of the project.\n`,
  );
}

/**
 * The project's own entry for the site's signing key, whose public half a copy of the content holds,
 * in YAML: a test that writes a trust file of its own for the canary ends it with this, so the
 * canary's entries keep their places and the site key is trusted as in the project.
 */
export async function siteKeyEntry(): Promise<string> {
  const own = await readFile(path.join(import.meta.dirname, '../..', TRUST_FILE), 'utf8');
  const entry = own.split('\n  - ').find((part) => part.startsWith('purpose: site'));
  if (!entry) throw new Error(`${TRUST_FILE} lists no site key`);
  return `  - ${entry.trimEnd()}`;
}
