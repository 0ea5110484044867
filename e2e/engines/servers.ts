import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { externalFlagHost, type FlagSettings } from '../../shared/flags';
import { startFlagStandIn } from '../../tools/bench/flag-stand-in';
import { createStaticServer } from '../../tools/serve/static-server';

/** What the engines' tests load pages from, and what stops it all. */
export interface EngineServers {
  /** The test build, served the way `npm run preview` serves it, on a free loopback port. */
  siteUrl: string;
  /** The proxy every engine is told to use for HTTPS: it reaches the flag stand-in and nothing else. */
  proxyPort: number;
  /** The addresses the proxy refused (`host:port`), each a request that would have left this machine. */
  refused: string[];
  stop(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/**
 * An HTTPS proxy (HTTP CONNECT) that tunnels the flag service's host to the stand-in and refuses
 * every other address. Firefox and WebKitGTK have no host mapping like Chromium's
 * `--host-resolver-rules`; both take a proxy, so the server page's flags load here as they do in
 * the Chromium tests, and no page can reach the network while the tests run.
 */
function flagProxy(flagHost: string | undefined, standInPort: number, refused: string[]): Server {
  const proxy = createServer((request, response) => {
    // Plain HTTP is never proxied: the site itself is on the loopback address, which browsers reach directly.
    refused.push(request.url ?? '');
    response.writeHead(403).end();
  });
  proxy.on('connect', (request, client, head) => {
    const target = request.url ?? '';
    if (!flagHost || target !== `${flagHost}:443`) {
      refused.push(target);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(standInPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  return proxy;
}

/**
 * Serves the test build in `dir` for the engines, with the flag service's stand-in behind a proxy,
 * for the site's flag settings (a site that serves its own flags needs no stand-in, which idles).
 */
export async function startEngineServers(dir: string, flags: FlagSettings): Promise<EngineServers> {
  const flagHost = externalFlagHost(flags);
  const standIn = await startFlagStandIn(flagHost ?? 'flags.invalid');
  const refused: string[] = [];
  const siteServer = createStaticServer(dir);
  const proxy = flagProxy(flagHost, standIn.port, refused);
  const [sitePort, proxyPort] = await Promise.all([listen(siteServer), listen(proxy)]);
  return {
    siteUrl: `http://127.0.0.1:${sitePort}`,
    proxyPort,
    refused,
    async stop() {
      // Browsers keep connections open; closing them lets the servers end at once.
      siteServer.closeAllConnections();
      proxy.closeAllConnections();
      await Promise.all([close(siteServer), close(proxy), standIn.stop()]);
    },
  };
}
