import { sha3_256 } from '@noble/hashes/sha3.js';
import { z } from 'zod';
import type { CheckIssue, EntryCheck } from './collection';
import { currentMirrors } from './current-mirrors';
import { calendarDate, externalLinkSchema, linkSchema, metaSchema, template, text } from './shared';

/**
 * The site's other addresses: its onion service and its official mirrors, named in
 * `content/site.yaml`; the list readers and apps read (`/mirrors.json`, in Bypass Censorship's
 * format); and the words of the page that shows them (`content/pages/mirrors.yaml`).
 */

/**
 * A version 3 onion address: 56 letters a to z and digits 2 to 7 (the base32 of the service's key,
 * a checksum and the version byte, 3, which makes the last letter a d), then `.onion`. Version 2
 * addresses (16 letters) have not worked in Tor since 2021.
 */
export const ONION_ADDRESS = /^[a-z2-7]{55}d\.onion$/;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * Whether a version 3 onion address carries its own checksum, as Tor checks it before it connects
 * (rend-spec-v3, "Encoding onion addresses"): the 35 bytes the 56 letters spell are the service's
 * 32-byte key, two checksum bytes and the version, and the checksum is the first two bytes of
 * SHA3-256(".onion checksum" | key | version). One mistyped letter breaks it, so a typo cannot send
 * readers to an address someone else may hold.
 */
export function onionChecksumHolds(address: string): boolean {
  const bytes = new Uint8Array(35);
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const letter of address.slice(0, 56)) {
    buffer = ((buffer << 5) | BASE32.indexOf(letter)) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  const key = bytes.subarray(0, 32);
  const version = bytes[34];
  const digest = sha3_256(
    new Uint8Array([
      ...Array.from('.onion checksum', (character) => character.charCodeAt(0)),
      ...key,
      version,
    ]),
  );
  return version === 3 && digest[0] === bytes[32] && digest[1] === bytes[33];
}

export const onionSchema = z
  .strictObject({
    address: z
      .string()
      .regex(
        ONION_ADDRESS,
        'should be a version 3 onion address: 56 small letters and digits 2 to 7, ending in d, then .onion, as Tor writes it in the service’s hostname file',
      )
      .refine(
        (address) => !ONION_ADDRESS.test(address) || onionChecksumHolds(address),
        'has a mistyped letter: the checksum a version 3 onion address carries does not match, so Tor would refuse it; copy the address again from the service’s hostname file',
      )
      .describe(
        'The onion address, as Tor writes it in the hostname file of the onion service: 56 letters and digits, then .onion.',
      ),
    added: calendarDate.describe('The day the onion service was first listed, YYYY-MM-DD.'),
  })
  .describe(
    'Optional: the site’s onion service, which Tor Browser readers reach without leaving Tor. Every page of the site names it to Tor Browser, and the mirrors page shows it.',
  );

/** An https address with no query, fragment or trailing slash; a mirror may serve the site under a path. */
const MIRROR_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?:\/[\w.~-]+)*$/;

export const mirrorSchema = z
  .strictObject({
    url: z
      .string()
      .regex(
        MIRROR_URL,
        'should be the mirror’s address: https://, a host name in small letters and, if the copy is in a folder, its path, with no slash at the end, for example https://mirror.masky.example',
      )
      .describe(
        'The address the copy is served at, such as https://mirror.masky.example, with no slash at the end.',
      ),
    added: calendarDate.describe('The day the mirror was first listed, YYYY-MM-DD.'),
    removed: calendarDate
      .optional()
      .describe(
        'The day the mirror stopped being ours, YYYY-MM-DD. A removed mirror stays here with its dates, and leaves the mirrors page and /mirrors.json.',
      ),
  })
  .refine((mirror) => mirror.removed === undefined || mirror.removed >= mirror.added, {
    path: ['removed'],
    error: 'is before the day the mirror was added; a mirror can only be removed after it was added',
  })
  .describe('One official mirror: a copy of the site at another address, which the company keeps.');

export type Onion = z.output<typeof onionSchema>;
export type Mirror = z.output<typeof mirrorSchema>;

/** What the list of mirrors is made from: the site's address, its onion service and its mirrors. */
export interface MirrorSettings {
  siteUrl: string;
  onion?: Onion;
  mirrors?: readonly Mirror[];
}

/** The address of the list of mirrors. The build signs it (`/mirrors.json.asc`) with the manifest's key. */
export const MIRRORS_FILE = '/mirrors.json';

export { currentMirrors } from './current-mirrors';

/** The onion service's address as a browser opens it: plain HTTP, since Tor itself encrypts the way. */
export const onionOrigin = (onion: Onion): string => `http://${onion.address}`;

/**
 * One alternative of Bypass Censorship's mirror list, version 2, as its portal writes them
 * (OpenTechFund/bypass-otf_proxy, app/mirror_sites.py) and its browser extension reads them
 * (OpenTechFund/bypass-censorship-extension, src/utils/mirrors.ts): the protocol, the kind of copy,
 * two times, and the address.
 */
export interface BypassCensorshipAlternative {
  /** `https` for a mirror on the web, `tor` for an onion service. */
  proto: 'https' | 'tor';
  /** `mirror` for a copy on the web; `eotk`, the portal's word for every onion, for the onion service. */
  type: 'mirror' | 'eotk';
  created_at: string;
  updated_at: string;
  url: string;
}

/** Bypass Censorship's mirror list, version 2: one site, its main domain and its alternatives. */
export interface BypassCensorshipList {
  version: '2.0';
  sites: { main_domain: string; available_alternatives: BypassCensorshipAlternative[] }[];
}

/**
 * A day as the portal writes its times, Python's `str(datetime)`: `2025-07-24 00:00:00`. The content
 * keeps days, not times, so each is the day's start; no time of the build enters the file.
 */
const listTime = (day: string) => `${day} 00:00:00`;

/**
 * The list of mirrors in Bypass Censorship's format: the site's host without `www.` as its main
 * domain (as the portal and the extension compare hosts), the onion service, then each mirror not
 * removed. Made from the content alone, so the same content always gives the same bytes.
 */
export function mirrorList(settings: MirrorSettings): BypassCensorshipList {
  const alternatives: BypassCensorshipAlternative[] = [];
  if (settings.onion) {
    alternatives.push({
      proto: 'tor',
      type: 'eotk',
      created_at: listTime(settings.onion.added),
      updated_at: listTime(settings.onion.added),
      url: onionOrigin(settings.onion),
    });
  }
  for (const mirror of currentMirrors(settings)) {
    alternatives.push({
      proto: 'https',
      type: 'mirror',
      created_at: listTime(mirror.added),
      updated_at: listTime(mirror.added),
      url: mirror.url,
    });
  }
  const host = (/^https?:\/\/([^/:?#]+)/i.exec(settings.siteUrl)?.[1] ?? '')
    .toLowerCase()
    .replace(/^www\./, '');
  return { version: '2.0', sites: [{ main_domain: host, available_alternatives: alternatives }] };
}

/** `/mirrors.json` as the build writes it. */
export function mirrorsJson(settings: MirrorSettings): string {
  return `${JSON.stringify(mirrorList(settings), null, 2)}\n`;
}

/**
 * The dates of the onion service and of the mirrors are days that have come: a mirror is listed or
 * removed when it is, not ahead of time. The check reads the build's day, but what the build writes
 * does not: a mirror with `removed` is out of the list on any day.
 */
export const mirrorChecks: readonly EntryCheck<MirrorSettings>[] = [
  {
    run(settings, { today }) {
      const issues: CheckIssue[] = [];
      const later = (day: string) => day > today;
      if (settings.onion && later(settings.onion.added)) {
        issues.push({
          path: ['onion', 'added'],
          message: `is later than today (${today}): write the day the onion service was first listed`,
        });
      }
      (settings.mirrors ?? []).forEach((mirror, index) => {
        for (const field of ['added', 'removed'] as const) {
          const day = mirror[field];
          if (day !== undefined && later(day)) {
            issues.push({
              path: ['mirrors', index, field],
              message: `is later than today (${today}): write the day the mirror was ${field}, once it has come`,
            });
          }
        }
      });
      return issues;
    },
  },
];

/** `content/pages/mirrors.yaml`: the words of the page that lists the official mirrors. */
export const mirrorsPageSchema = z.strictObject({
  meta: metaSchema,
  heading: text.describe('The page’s heading.'),
  intro: z.array(text).min(1, 'needs at least one paragraph').describe('Paragraphs under the heading.'),
  onionHeading: text.describe('The heading over the onion address.'),
  onionText: z
    .array(text)
    .min(1, 'needs at least one paragraph')
    .describe('What the onion address is and that it opens in Tor Browser.'),
  onionLabel: text.describe('The label of the onion address, which readers select to copy.'),
  torLink: externalLinkSchema.describe('A link to where Tor Browser is downloaded.'),
  noOnion: text.describe('Shown in place of the address while the site has no onion service.'),
  mirrorsHeading: text.describe('The heading over the list of mirrors.'),
  mirrorsText: z
    .array(text)
    .min(1, 'needs at least one paragraph')
    .describe('What a mirror is, above the list.'),
  addedLabel: template(['date']).describe(
    'Beside each mirror: since when it is listed, with {date} for the day.',
  ),
  noMirrors: text.describe('Shown in place of the list while there is no mirror.'),
  listLink: text.describe(
    'The words of the link to the same list as a file that apps and browser extensions read (/mirrors.json).',
  ),
  checkHeading: text.describe('The heading over how to check a copy.'),
  checkText: z
    .array(text)
    .min(1, 'needs at least one paragraph')
    .describe('How a reader checks that a copy is one of ours and serves what we published.'),
  verifyLink: linkSchema.describe(
    'The link under those paragraphs to the page with the key, its fingerprint and the commands (/verify).',
  ),
});
export type MirrorsPage = z.output<typeof mirrorsPageSchema>;
