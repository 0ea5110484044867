import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../serve/self-signed';

/** The flag the browser tests show for every country; any small PNG does for timing a page. */
const FLAG_PNG = path.resolve(import.meta.dirname, '../../e2e/assets/flag.png');

/** A loopback HTTPS server answering for the flag service, and how to point Chromium at it. */
export interface FlagStandIn {
  /** The loopback port it answers on, for browsers that reach it through a proxy instead. */
  port: number;
  /** Chromium flags that send the flag service's requests to the stand-in and accept its certificate. */
  chromeFlags: string[];
  stop(): Promise<void>;
}

/**
 * The Chromium flags that send the flag service's requests to a stand-in on this machine's `port`
 * and accept its certificate. `quote` wraps the rule for a command line that splits at spaces.
 */
export function flagStandInFlags(flagHost: string, port: number, quote = ''): string[] {
  return [
    `--host-resolver-rules=${quote}MAP ${flagHost} 127.0.0.1:${port}${quote}`,
    '--ignore-certificate-errors',
  ];
}

/**
 * Answers for the flag service on this machine, for machines that cannot reach it. Without it the
 * flags fail to load, Chromium logs each failure, and Lighthouse takes the console errors off the
 * server page's best-practices score: a score of the machine's network, not of the site. Like the
 * browser tests, the stand-in serves one PNG for every flag, with the year-long caching of a CDN.
 */
export async function startFlagStandIn(flagHost: string, port = 0): Promise<FlagStandIn> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'masky-flags-'));
  const { certificate, key } = await selfSignedCertificate(dir, `DNS:${flagHost}`);
  const png = await readFile(FLAG_PNG);
  const server = createServer(
    { cert: await readFile(certificate), key: await readFile(key) },
    (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000' });
      response.end(png);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    port: listening,
    // Lighthouse splits its --chrome-flags at spaces outside quotes.
    chromeFlags: flagStandInFlags(flagHost, listening, '"'),
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
