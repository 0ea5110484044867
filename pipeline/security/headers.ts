import { onionOrigin, type Site } from '../../schemas';
import { externalFlagHost, ownFlags, type FlagSettings } from '../../shared/flags';

/**
 * What the headers and deploy configs depend on: the flag settings, the site's address (where plain
 * HTTP is sent), the hosted editor's origin and the git host it talks to, the onion service the
 * pages name to Tor Browser, and the site's languages, each of which has a not-found page of its own.
 */
export type HeaderSettings = FlagSettings &
  Pick<Site, 'editing' | 'siteUrl' | 'onion'> & { languages?: readonly { tag: string }[] };

/** An HTTP response header, as the deploy configs send it. */
export interface Header {
  name: string;
  value: string;
}

/**
 * The Content Security Policy, one directive a row. Everything is refused unless listed: the site
 * runs only its own script files and style sheets (nothing inline, no eval), shows only its own
 * images plus the flag service's while that is in use, may only talk to its own address, and cannot be framed, nor have its links
 * rebased or its forms sent elsewhere.
 */
function cspDirectives(flags: FlagSettings): [string, ...string[]][] {
  const flagHost = externalFlagHost(flags);
  return [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", ...(flagHost ? [`https://${flagHost}`] : [])],
    ['font-src', "'self'"],
    // No manifest-src: the site has no web app manifest, default-src refuses one, and WebKitGTK, which
    // does not know the directive, logs it as an error on every page (e2e/engines/).
    // The pages fetch nothing themselves, but tools that audit a page from inside it, such as
    // Lighthouse reading robots.txt, need requests to the site's own address.
    ['connect-src', "'self'"],
    ['base-uri', "'none'"],
    // The site's own forms log what was typed, as the specification asks, and send nothing; the one
    // that goes anywhere is the help center's search, a plain GET that opens the site's search page.
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
}

/**
 * The site's Content Security Policy for the given flag settings. The `meta` form leaves out
 * `frame-ancestors`, which browsers ignore (and warn about) in a `<meta>` tag; the header form has it.
 */
export function contentSecurityPolicy(flags: FlagSettings, form: 'header' | 'meta' = 'header'): string {
  return cspDirectives(flags)
    .filter(([name]) => form === 'header' || name !== 'frame-ancestors')
    .map((directive) => directive.join(' '))
    .join('; ');
}

/**
 * The powerful browser features, every one refused: the site uses none of them, so no script that
 * slipped in, and no page that frames it, could use them either. Only names Chromium knows: it warns
 * in the console about any other.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The security headers every response of the site carries, in the order the deploy configs list them. */
export function securityHeaders(flags: FlagSettings): Header[] {
  return [
    { name: 'Content-Security-Policy', value: contentSecurityPolicy(flags) },
    // Two years, the figure the HSTS preload list asks for; browsers ignore it over plain HTTP.
    { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { name: 'Permissions-Policy', value: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    { name: 'Referrer-Policy', value: 'no-referrer' },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    // For browsers that predate frame-ancestors.
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { name: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}

/**
 * The policy of the media folder's files, on every host: a picture is shown by the pages that name
 * it and runs nothing itself. Opened on its own, whatever it held, it is a sandboxed document that
 * may load nothing and run no script (`sandbox` also gives it an origin of its own), and its type is
 * never guessed from its bytes. The build publishes only copies it made of checked pictures; this is
 * what holds if a file ever reached the folder some other way.
 */
export const MEDIA_HEADERS: readonly Header[] = [
  { name: 'Content-Security-Policy', value: "default-src 'none'; sandbox" },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/**
 * The speculation rules: the browser fetches a page of the site as soon as the visitor shows the
 * intent to open it (a pointer resting on its link, or pressed down), so the ordinary page load that
 * follows is instant. Only the site's own pages, never files to download or the editor, and nothing
 * runs before the visitor opens the page: it is fetched, not rendered. Hosts send the rules'
 * address in a header, since the site's policy allows no inline script. Pages link each other by
 * their folders (about/, shared/paths.ts), so a page is an address that ends in a slash or has no
 * dot, and a file to download is one with a dot in its last part. The patterns are read from the rules' own address, the site's root: the
 * deploy configs that send the header serve the site there, and a copy served under a path prefix
 * sends no header and prefetches nothing, which costs speed, never a broken link.
 */
export const SPECULATION_RULES = {
  path: '/speculation-rules.json',
  type: 'application/speculationrules+json',
  rules: {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: '/admin{/*}?' } },
            { or: [{ not: { href_matches: '/*.*' } }, { href_matches: '/*/' }] },
            { not: { selector_matches: '[download], [target="_blank"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  },
} as const;

/** The headers of the site's pages: the security headers, and where the speculation rules are. */
export function pageHeaders(flags: FlagSettings): Header[] {
  return [...securityHeaders(flags), { name: 'Speculation-Rules', value: `"${SPECULATION_RULES.path}"` }];
}

/**
 * The name of the header that tells Tor Browser the page is also served by the site's onion service
 * (https://community.torproject.org/onion-services/advanced/onion-location/): Tor Browser offers the
 * reader the same page there. The value is the onion's address followed by the page's own path, which
 * each deploy config writes in its own syntax.
 */
export const ONION_LOCATION = 'Onion-Location';

/** The onion service's root, such as http://<56 letters>.onion, that Onion-Location's value starts with. */
export const onionLocationBase = (onion: NonNullable<Site['onion']>): string => onionOrigin(onion);

/**
 * The headers of the site's pages on its onion service: the site's own, less what only makes sense on
 * the web. No Strict-Transport-Security (the onion is plain HTTP, Tor encrypts the way, and a browser
 * ignores the header there anyway) and no Onion-Location (the reader is already there). Its policy
 * names no other host whatever `flagSource` says: a page reached through the onion must make no
 * request that leaves it. The onion serves the mirror build (`npm run build:mirror`), whose pages
 * show the site's own flags.
 */
export function onionPageHeaders(flags: FlagSettings): Header[] {
  return pageHeaders(ownFlags(flags)).filter((header) => header.name !== 'Strict-Transport-Security');
}

/**
 * The addresses the hosted editor talks to and shows images from, for each git host: GitHub's API
 * and the sign-in service that trades GitHub's code for a token, or GitLab, whose API and sign-in
 * (PKCE, from the browser) share one origin.
 */
function gitHostOrigins(editing: Site['editing']): { connect: string[]; img: string[] } {
  if (editing.backend === 'gitlab') {
    return { connect: ['https://gitlab.com'], img: ['https://gitlab.com', 'https://secure.gravatar.com'] };
  }
  return {
    connect: ['https://api.github.com', ...(editing.signInUrl ? [new URL(editing.signInUrl).origin] : [])],
    img: ['https://avatars.githubusercontent.com'],
  };
}

/** Which of the editor's pages a policy is for: Decap itself, or the preview page it frames. */
export type EditorPage = 'editor' | 'preview';

/** Which pages may frame one of the editor's pages, as `frame-ancestors` names them. */
const frameAncestors = (page: EditorPage) => (page === 'preview' ? "'self'" : "'none'");

/**
 * The headers that say which pages may frame one of the editor's pages, which the hosted editor
 * sends among its own and the local editor's server (`npm run cms`) alone: no page frames Decap, not
 * even one of its own origin, since no page of the editor's shows it in a frame, and only a page of
 * the editor's own origin, Decap's preview pane, frames the preview.
 */
export function editorFrameHeaders(page: EditorPage): Header[] {
  return [
    { name: 'Content-Security-Policy', value: `frame-ancestors ${frameAncestors(page)}` },
    // For browsers that predate frame-ancestors.
    { name: 'X-Frame-Options', value: page === 'preview' ? 'SAMEORIGIN' : 'DENY' },
  ];
}

/**
 * The policy of the hosted editor, served from an origin of its own (`editing.origin`), never the
 * site's: wider than the site's in what Decap needs and nothing more. It compiles its configuration's
 * schema with `new Function` (ajv) and styles itself with inline styles (emotion), shows images being
 * uploaded as blob: and data: addresses, frames its own preview, and talks only to its own origin
 * (the preview's content), the git host's API and the sign-in service. No page may frame Decap; only
 * Decap, on the same origin, may frame the preview.
 */
export function editorContentSecurityPolicy(settings: HeaderSettings, page: EditorPage = 'editor'): string {
  const flagHost = externalFlagHost(settings);
  const git = gitHostOrigins(settings.editing);
  const directives: string[][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...git.img, ...(flagHost ? [`https://${flagHost}`] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...git.connect],
    ['frame-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors(page)],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Every header the hosted editor's origin sends, on each of its files: its own policy, the site's
 * other security headers (HSTS, the denied features, no referrer, no sniffing, its resources kept to
 * its own origin), a sign-in window that can answer the page that opened it, and no place in search
 * engines. The preview page alone may be framed, by its own origin.
 */
export function editorHeaders(settings: HeaderSettings, page: EditorPage = 'editor'): Header[] {
  const own: Header[] = [
    { name: 'Content-Security-Policy', value: editorContentSecurityPolicy(settings, page) },
    editorFrameHeaders(page).find((header) => header.name === 'X-Frame-Options')!,
    { name: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ];
  const replaced = new Set(own.map((header) => header.name));
  return [
    ...own,
    ...securityHeaders(settings).filter((header) => !replaced.has(header.name)),
    { name: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}

/** How long browsers keep each kind of file: hashed assets for a year, everything else revalidated. */
export const CACHE_CONTROL = {
  /** Files under `/assets/` carry a hash of their content in their name, so they never change. */
  assets: 'public, max-age=31536000, immutable',
  /** The speculation rules, read on every page: kept for a day, since they change only with the code. */
  speculationRules: 'public, max-age=86400',
  /** Pages and other unhashed files: kept, but checked with the server before each use. */
  other: 'no-cache',
} as const;
