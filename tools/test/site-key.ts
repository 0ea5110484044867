import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as openpgp from 'openpgp';
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
