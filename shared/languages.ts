/**
 * Addresses in the site's languages, for the build and the browser alike. The site's own language
 * (the first in content/languages.yaml) keeps the plain addresses, /about; every other language puts
 * its tag first, /fa/about, and its home is /fa.
 */

/** What an address needs to know of a language: its tag. */
interface Tagged {
  tag: string;
}

/** The part every address of a language starts with: '' for the site's own, /fa for Persian. */
export function languageBase(language: Tagged, source: Tagged): string {
  return language.tag === source.tag ? '' : `/${language.tag}`;
}

/**
 * An address of the site's own language, such as /about or /#pricing, under a language's base:
 * /fa/about, /fa#pricing. One address per page, without a slash at the end, as the site's own pages:
 * the Persian home is /fa. Anything else, such as #pricing or a mail link, stays as it is.
 */
export function withBase(url: string, base: string): string {
  if (!base || !url.startsWith('/')) return url;
  return /^\/([#?]|$)/.test(url) ? `${base}${url.slice(1)}` : `${base}${url}`;
}

/** The address of a page in a language, from its address in the site's own language. */
export function localizedPath(url: string, language: Tagged, source: Tagged): string {
  return withBase(url, languageBase(language, source));
}

/** The language an address is in, and the address in the site's own language, by its first part. */
export function splitLanguage<L extends Tagged>(
  pathname: string,
  languages: readonly L[],
): { language: L; path: string } {
  const [source] = languages;
  const first = pathname.split('/')[1];
  const language = languages.find((candidate) => candidate !== source && candidate.tag === first);
  if (!language) return { language: source, path: pathname };
  return { language, path: pathname.slice(first.length + 1) || '/' };
}
