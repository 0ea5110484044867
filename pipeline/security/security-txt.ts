import type { Site } from '../../schemas';

/** Where security researchers look for the site's security contact (RFC 9116). */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The text of `/.well-known/security.txt`: the support address as the contact, the site's language,
 * an expiry 364 days after `now` (RFC 9116 asks for less than a year, so each build renews it), and
 * the file's own address.
 */
export function securityTxt(
  site: Pick<Site, 'product' | 'email' | 'language' | 'siteUrl'>,
  now: Date,
): string {
  const expires = new Date(now.getTime() + 364 * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    `# How to report a security problem in ${site.product}. Generated from content/site.yaml by the build.`,
    `Contact: mailto:${site.email}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${site.language}`,
    `Canonical: ${site.siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}
