import type { PublicKey } from 'openpgp';
import { ProxyAgent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { mirrorList, type MirrorSettings } from '../../schemas/mirrors';
import type { FlagSettings } from '../../shared/flags';
import { reportCopy } from './report';

/** The copies readers are sent to: the site, each current mirror, and the onion service. */
export interface ListedCopy {
  address: string;
  onion: boolean;
}

/** Every copy the site lists for its readers, as /mirrors.json lists them, the site itself first. */
export function listedCopies(settings: MirrorSettings & { siteUrl: string }): ListedCopy[] {
  const [site] = mirrorList(settings).sites;
  return [
    { address: settings.siteUrl, onion: false },
    ...(site?.available_alternatives ?? []).map((each) => ({
      address: each.url,
      onion: each.proto === 'tor',
    })),
  ];
}

/**
 * Checks each listed copy as `npm run verify-site` does, one after another, and gives the addresses
 * of those that differ from the build they claim to be or could not be checked. The onion service
 * is reached through `onionProxy`, an HTTP proxy that tunnels (Tor's HTTPTunnelPort); without one
 * it is named as not checked, and counts as failed, so a daily job that lost its Tor says so.
 */
export async function verifyListedCopies(
  copies: readonly ListedCopy[],
  key: PublicKey,
  flags: FlagSettings,
  {
    onionProxy,
    print = console,
  }: { onionProxy?: string; print?: { log(line: string): void; error(line: string): void } } = {},
): Promise<string[]> {
  const failed: string[] = [];
  const direct = getGlobalDispatcher();
  for (const { address, onion } of copies) {
    print.log(`Checking ${address}`);
    if (onion && !onionProxy) {
      print.error(
        `${address}: not checked, since no proxy to Tor was given (--onion-proxy http://127.0.0.1:9080).`,
      );
      failed.push(address);
      continue;
    }
    // Only the onion goes through Tor: the web copies are checked as a reader's browser reaches them.
    setGlobalDispatcher(onion ? new ProxyAgent(onionProxy!) : direct);
    try {
      if ((await reportCopy(address, key, flags, print)) !== 0) failed.push(address);
    } finally {
      setGlobalDispatcher(direct);
    }
  }
  return failed;
}
