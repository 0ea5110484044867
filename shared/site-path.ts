/**
 * The shape of the site's own addresses, in one place: the servers' redirects (deploy/nginx.conf and
 * the onion's config, written by pipeline/security/deploy-configs.ts) take only paths of this shape,
 * and a link an editor writes for the site is refused when a browser could read it as naming another
 * host.
 */

/**
 * One part of a path of the site, between two slashes, as a regular expression's source that both
 * JavaScript and nginx (PCRE) read the same way: letters, digits, dashes and underscores, with single
 * dots between them, and one dot at the start as `/.well-known` has. Every page, file and language
 * tag the site publishes is written so (`blog`, `zh-Hans`, `speculation-rules.json`); `.` and `..`
 * are not, and neither is a backslash, a percent escape, a space or a control character.
 */
export const SITE_PATH_SEGMENT = String.raw`\.?[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*`;

/**
 * A path of the site's own shape, as a regular expression's source without anchors: `/`, or one or
 * more parts each after a single slash, with or without a slash at the end. Nothing in it can stand
 * for a host, since no part is empty and none holds a backslash.
 */
export const SITE_PATH_SOURCE = `/|(?:/${SITE_PATH_SEGMENT})+/?`;

/**
 * How an address written as the site's own could lead a browser to another host:
 * - `slashes`: it starts with `//` (after any spaces or control characters, which browsers drop at
 *   the start), so it names a host, as `//2130706433` names 127.0.0.1;
 * - `backslash`: browsers read `\` as `/` in web addresses, so `/\evil.example` is `//evil.example`;
 * - `control`: browsers drop tabs and line breaks anywhere in an address, so `/<tab>/evil.example`
 *   is `//evil.example`, and other control characters have no place in one;
 * - `escaped`: it spells one of the above with percent escapes (`/%2F/evil.example`, `/%5Cevil`),
 *   which a server that decodes the path before it redirects, as nginx does, would write out.
 */
export type HostInAddress = 'slashes' | 'backslash' | 'control' | 'escaped';

/**
 * Whether a text holds an ASCII control character, tab and line breaks among them. (Bytes 0x80 to
 * 0x9f are not looked for: decoded one by one, they are parts of letters such as €, %E2%82%AC.)
 */
function hasControl(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** How often an address is decoded to look for what its escapes spell: no server on the way decodes more. */
const DECODINGS = 2;

/**
 * Percent escapes decoded byte by byte, each byte as the character of that number: enough to see a
 * slash, a backslash or a control character, which are single bytes, and it never fails on an escape
 * that is not UTF-8.
 */
const decodeBytes = (address: string) =>
  address.replace(/%([0-9a-f]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** What in one spelling of an address could name a host, if anything. */
function hostIn(address: string): Exclude<HostInAddress, 'escaped'> | undefined {
  if (address.includes('\\')) return 'backslash';
  if (hasControl(address)) return 'control';
  // With no control character in it, only spaces can come before the slashes, and browsers drop them.
  if (address.trimStart().startsWith('//')) return 'slashes';
  return undefined;
}

/**
 * Why a browser could read an address meant for this site (one with no scheme, such as `/signup`,
 * `#pricing` or `media/map.png`) as naming another host, or nothing when it cannot. Each step reads
 * the address once, and it is decoded at most {@link DECODINGS} times, so the time is linear in its
 * length.
 */
export function hostInAddress(address: string): HostInAddress | undefined {
  const plain = hostIn(address);
  if (plain) return plain;
  let decoded = address;
  for (let step = 0; step < DECODINGS && decoded.includes('%'); step += 1) {
    decoded = decodeBytes(decoded);
    if (hostIn(decoded)) return 'escaped';
  }
  return undefined;
}
