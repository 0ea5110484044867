/**
 * The shape of the site's own addresses, in one place: the servers' redirects (deploy/nginx.conf and
 * the onion's config, written by pipeline/security/deploy-configs.ts) take only paths of this shape.
 */

/**
 * One part of a path of the site, between two slashes, as a regular expression's source that both
 * JavaScript and nginx (PCRE) read the same way: letters, digits, dashes and underscores, with single
 * dots between them, and one dot at the start as `/.well-known` has. Every page, file and language
 * tag the site publishes is written so (`blog`, `zh-Hans`, `speculation-rules.json`); `.` and `..`
 * are not, and neither is a backslash, a percent escape, a space or a control character.
 */
export const SITE_PATH_SEGMENT = String.raw`\.?[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*`;
