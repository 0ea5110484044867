import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { EDITOR_TOKEN_HEADER } from '../../shared/editor-files';
import { foreignPageMessage, STALE_EDITOR_PAGE } from '../../schemas/editor-messages';
import { EDITOR_ADDRESSES } from './pages';

/**
 * Who may ask the local editor's server anything. The dev server listens on this machine only, but
 * every web page open in a browser of this machine can send it requests: another project's dev
 * server at http://localhost:3000, a page a local tool shows, a DNS name rebound to 127.0.0.1. So a
 * request is answered only when it names this server's own host and port, comes from no other
 * origin, and carries the secret made for this run, which only the editor's own page can read (as
 * Jupyter's server token works): the dev server sends no CORS headers (pipeline/vite/cms-plugin.ts),
 * so no page of another origin can read the editor's page or the module that holds the secret.
 */

/** A secret for one run of the editor's server: 32 random bytes, as URL-safe base64. */
export function newEditorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The names this machine goes by, with which the editor's page may be opened. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Whether two secrets are the same, in a time that does not tell how much of them agrees. */
function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison neither fails early on a length nor leaks it.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A header's one value: a header sent twice is not taken, as a proxy could have added one. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/**
 * Why the server refuses a request to the editor's API, or nothing when it may go on. The port is
 * the one the request came in on, the port the server actually listens on.
 */
export function accessRefusal(request: IncomingMessage, token: string): string | undefined {
  const port = request.socket.localPort;
  const hosts = LOOPBACK_NAMES.map((name) => `${name}:${port}`);
  const own = `http://localhost:${port}`;
  const host = single(request.headers.host)?.toLowerCase();
  // A DNS name rebound to this machine names itself in Host: the page is of that name's origin.
  if (host === undefined || !hosts.includes(host)) return foreignPageMessage(own);
  const origin = request.headers.origin;
  if (origin !== undefined && !hosts.some((name) => origin.toLowerCase() === `http://${name}`))
    return foreignPageMessage(own);
  // Browsers say where a request comes from; a page of another port of this machine is "same-site".
  const site = single(request.headers['sec-fetch-site']);
  if (site !== undefined && site !== 'same-origin') return foreignPageMessage(own);
  const given = single(request.headers[EDITOR_TOKEN_HEADER.toLowerCase()]);
  if (given === undefined || !sameSecret(given, token)) return STALE_EDITOR_PAGE;
  return undefined;
}

/** What a browser says of where a request comes from when it is the editor's own page, or the person typing an address. */
const OWN_FETCH_SITES = ['same-origin', 'none'];

/**
 * Why the local editor's server refuses a request a browser has marked as coming from a page of
 * another site or port (`Sec-Fetch-Site`), or nothing when it may go on to the server's other
 * checks. Such a page may open the editor's page, in a tab of its own, and nothing else: no module,
 * no file, no frame, no API. Every browser of the last years sends the header on every request, and
 * no page can leave it out or change it; a request without it, from a program or an old browser,
 * keeps the checks of `accessRefusal`. `own` is the server's origin, which the refusal names.
 */
export function fetchSiteRefusal(
  request: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> },
  own: string,
): string | undefined {
  const site = request.headers['sec-fetch-site'];
  if (site === undefined) return undefined;
  // A browser sends the header once: sent twice, it comes from no browser's page and is not taken.
  if (!Array.isArray(site) && OWN_FETCH_SITES.includes(site)) return undefined;
  const { method = 'GET', url = '/' } = request;
  // The address as sent, up to its query: an encoded or dotted form of /admin/ is not the page.
  const address = url.split('?', 1)[0];
  const opensEditor =
    (method === 'GET' || method === 'HEAD') &&
    EDITOR_ADDRESSES.includes(address) &&
    single(request.headers['sec-fetch-mode']) === 'navigate' &&
    single(request.headers['sec-fetch-dest']) === 'document';
  return opensEditor ? undefined : foreignPageMessage(own);
}
