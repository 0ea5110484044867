/**
 * `npm run verify-mirrors [-- --onion-proxy http://127.0.0.1:9080]`: the daily check of every copy
 * the site sends readers to, as content/site.yaml lists them (the site, each current mirror, the
 * onion service): each is checked as `npm run verify-site` checks one, and the run exits with 1
 * naming every copy that differs from its signed build or could not be checked. The onion service
 * is reached through the proxy given, such as Tor's HTTPTunnelPort; the scheduled workflow
 * (.github/workflows/verify-mirrors.yml) runs Tor for it. `--root DIR` reads another checkout.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { readSiteKey } from '../pipeline/publish/site-signing';
import type { MirrorSettings } from '../schemas/mirrors';
import type { FlagSettings } from '../shared/flags';
import { listedCopies, verifyListedCopies } from '../tools/verify-site/mirrors';

let values: { root?: string; 'onion-proxy'?: string };
try {
  ({ values } = parseArgs({ options: { root: { type: 'string' }, 'onion-proxy': { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}: npm run verify-mirrors -- [--onion-proxy http://host:port]`);
  process.exit(2);
}
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '..'));
try {
  const settings = parse(await readFile(path.join(root, 'content/site.yaml'), 'utf8')) as MirrorSettings &
    FlagSettings & { siteUrl: string };
  const key = await readSiteKey(root);
  const failed = await verifyListedCopies(listedCopies(settings), key, settings, {
    onionProxy: values['onion-proxy'],
  });
  if (failed.length > 0) {
    console.error(`These copies are not the signed build: ${failed.join(', ')}.`);
    process.exitCode = 1;
  } else console.log('Every copy the site lists matches its signed build.');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
